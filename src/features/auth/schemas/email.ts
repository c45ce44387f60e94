import * as v from 'valibot'

/** An e-mail address, trimmed first: pasted addresses often carry a trailing space. */
export const emailAddress = v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address'))
