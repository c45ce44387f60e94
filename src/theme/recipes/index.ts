import { avatar } from './avatar'
import { badge } from './badge'
import { button } from './button'
import { card } from './card'
import { combobox } from './combobox'
import { datePicker } from './date-picker'
import { dialog } from './dialog'
import { field } from './field'
import { iconButton } from './icon-button'
import { input } from './input'
import { menu } from './menu'
import { scrollArea } from './scroll-area'
import { spinner } from './spinner'

export const recipes = { badge, button, iconButton, input, spinner }
export const slotRecipes = { avatar, card, combobox, datePicker, dialog, field, menu, scrollArea }
