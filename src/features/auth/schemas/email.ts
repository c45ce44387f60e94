import * as v from 'valibot'
import { m } from '~/i18n/auth'

/** An e-mail address, trimmed first: pasted addresses often carry a trailing space. */
export const emailAddress = v.pipe(v.string(), v.trim(), v.email(() => m.signin_email_invalid()))
