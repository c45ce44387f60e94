import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    // Ark's positioner copies the content's computed z-index into its inline style, so the layer must be on
    // the content too, or a list opened in a dialog slides under the dialog's next field.
    positioner: { zIndex: 'popover' },
    content: {
      zIndex: 'popover',
      bg: 'bg.default',
      borderRadius: 'l2',
      borderWidth: '1px',
      borderColor: 'border.muted',
      boxShadow: 'raised',
      p: '1',
      minW: '48',
      display: 'flex',
      flexDirection: 'column',
      outline: 'none',
      _hidden: { display: 'none' },
      _open: { animation: 'fade-in 0.12s ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '2.5',
      minH: '9',
      borderRadius: 'l1',
      textStyle: 'sm',
      color: 'fg.default',
      cursor: 'pointer',
      textDecoration: 'none',
      _highlighted: { bg: 'bg.subtle' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    itemGroup: { display: 'flex', flexDirection: 'column' },
    itemGroupLabel: { px: '2.5', py: '1.5', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border.muted' },
    trigger: { cursor: 'pointer' },
    indicator: {},
    arrow: {},
    arrowTip: {},
    contextTrigger: {},
    itemIndicator: {},
    itemText: {},
    triggerItem: {},
  },
})
