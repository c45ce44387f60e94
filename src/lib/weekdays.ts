/** The ISO week's days by name, Monday (1) first: the index + 1 is the ISO weekday the database stores. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
