import { semanticColors } from './colors'
import { globalCss } from './global-css'
import { keyframes } from './keyframes'
import { recipes, slotRecipes } from './recipes'
import { textStyles } from './text-styles'
import { tokens } from './tokens'

export const theme = {
  tokens,
  semanticTokens: { colors: semanticColors },
  recipes,
  slotRecipes,
  keyframes,
  textStyles,
}

export { globalCss }
