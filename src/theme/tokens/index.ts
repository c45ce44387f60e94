import { defineTokens } from '@pandacss/dev'
import { colors } from './colors'
import { durations, easings } from './durations'
import { fonts } from './fonts'
import { radii } from './radii'
import { shadows } from './shadows'
import { zIndex } from './z-index'

export const tokens = defineTokens({ colors, durations, easings, fonts, radii, shadows, zIndex })
