import { defineSemanticTokens } from '@pandacss/dev'
import { ball } from './ball'
import { court } from './court'
import { gray } from './gray'
import { red } from './red'
import { bg, border, fg } from './surfaces'

export const semanticColors = defineSemanticTokens.colors({ bg, fg, border, court, ball, gray, red })
