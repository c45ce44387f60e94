import { datePickerAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { input } from './input'

const focusRing = { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '1px' }

export const datePicker = defineSlotRecipe({
  className: 'date-picker',
  // The anatomy lists "view" twice.
  slots: [...new Set(datePickerAnatomy.keys())],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    label: { fontWeight: 'medium', textStyle: 'sm', color: 'fg.default' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { ...input.base, h: '10', px: '3', pe: '11', textStyle: 'md' },
    trigger: {
      position: 'absolute',
      insetEnd: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '8',
      w: '9',
      color: 'fg.muted',
      borderRadius: 'l1',
      cursor: 'pointer',
      _hover: { color: 'fg.default', bg: 'bg.subtle' },
      _focusVisible: focusRing,
    },
    // Ark's positioner copies the content's computed z-index, so the layer is set on both (see combobox).
    positioner: { zIndex: 'popover' },
    content: {
      zIndex: 'popover',
      bg: 'bg.default',
      borderRadius: 'l2',
      borderWidth: '1px',
      borderColor: 'border.muted',
      boxShadow: 'raised',
      p: '3',
      // A 390 px phone: seven 40 px days and the padding fit with room to spare.
      w: '19rem',
      maxW: 'calc(100vw - 1rem)',
      outline: 'none',
      _hidden: { display: 'none' },
    },
    view: { display: 'flex', flexDirection: 'column', gap: '2' },
    viewControl: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    rangeText: { fontWeight: 'semibold', textStyle: 'sm' },
    prevTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '10',
      w: '10',
      borderRadius: 'l2',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle' },
      _focusVisible: focusRing,
      _disabled: { opacity: 0.4, cursor: 'not-allowed' },
    },
    table: { width: '100%', borderCollapse: 'collapse' },
    tableHeader: { textStyle: 'xs', fontWeight: 'medium', color: 'fg.muted', h: '8' },
    tableCell: { p: '0', textAlign: 'center' },
    tableCellTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '10',
      h: '10',
      borderRadius: 'l2',
      textStyle: 'sm',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle' },
      _focusVisible: focusRing,
      '&[data-today]': { fontWeight: 'bold', textDecoration: 'underline' },
      _selected: { bg: 'court.solid.bg', color: 'court.solid.fg', _hover: { bg: 'court.solid.bg' } },
      '&[data-outside-range]': { visibility: 'hidden' },
      // Out of min / max: still shown (so the month reads right), plainly not choosable.
      _disabled: { color: 'fg.subtle', textDecoration: 'line-through', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
    },
  },
})
