import { defineTokens } from '@pandacss/dev'

// Raw palettes. Components never use these directly: they go through the semantic colours in ../colors.
export const colors = defineTokens.colors({
  // Deep court green: the club's primary colour (clay-free indoor court turf).
  court: {
    50: { value: '#ecf7f1' },
    100: { value: '#d1ecdd' },
    200: { value: '#a5d8bd' },
    300: { value: '#6fbd96' },
    400: { value: '#3f9d71' },
    500: { value: '#22805a' },
    600: { value: '#166847' },
    700: { value: '#11543a' },
    800: { value: '#0e4430' },
    900: { value: '#0a3326' },
    950: { value: '#051d15' },
  },
  // Padel-ball yellow: the accent, always paired with dark text for contrast.
  ball: {
    50: { value: '#fbfde8' },
    100: { value: '#f5facb' },
    200: { value: '#ecf59a' },
    300: { value: '#e2ef5f' },
    400: { value: '#d7e835' },
    500: { value: '#c2d416' },
    600: { value: '#99a80d' },
    700: { value: '#737f0f' },
    800: { value: '#5b6412' },
    900: { value: '#4c5414' },
  },
  // Neutrals tinted towards green so greys sit well next to the court colour.
  sand: {
    0: { value: '#ffffff' },
    50: { value: '#f6f8f7' },
    100: { value: '#eef1ef' },
    200: { value: '#dfe4e1' },
    300: { value: '#c5cdc8' },
    400: { value: '#9aa59f' },
    500: { value: '#66736c' },
    600: { value: '#4d5953' },
    700: { value: '#3a443f' },
    800: { value: '#262e2a' },
    900: { value: '#161c19' },
    950: { value: '#0b0f0d' },
  },
  danger: {
    50: { value: '#fef2f2' },
    100: { value: '#fee2e2' },
    200: { value: '#fecaca' },
    300: { value: '#fca5a5' },
    500: { value: '#e02424' },
    600: { value: '#c81e1e' },
    700: { value: '#a61b1b' },
    800: { value: '#861a1a' },
    900: { value: '#6f1a1a' },
  },
})
