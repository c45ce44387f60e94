import { reset, setError, useForm, valiForm } from '@modular-forms/react'
import { useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import * as ScrollArea from '~/components/ui/scroll-area'
import { notify } from '~/lib/toast'
import { signUp } from '../api/sign-up'
import { closeAuthDialogs, openJoin, useAuthDialogs } from '../auth-dialog-state'
import { useSession } from '~/db/use-session'
import { useSignalValue } from '~/components/form/use-signal-value'
import { RegistrationSchema } from '../schemas/registration'
import { DialogCloseButton } from '~/components/dialog-close-button'
import { OrDivider } from './or-divider'
import { EMPTY_REGISTRATION, RegistrationForm, type RegistrationValues } from './registration-form'
import { RegistrationSuccessDialog } from './registration-success-dialog'
import { SocialSignIn } from './social-sign-in'
import { useReferralCheck } from './use-referral-check'
import { m } from '~/i18n/auth'

const FORM_ID = 'join-form'

/**
 * The Join dialog. The form lives here, above the dialog, so a half-filled form survives an
 * accidental close (backdrop, Escape); only Cancel and a successful sign-up clear it.
 */
export function JoinDialog() {
  const { open, redirect } = useAuthDialogs()
  // Registration is for visitors: a signed-in player never gets the form, whatever opened it.
  const signedIn = useSession().user !== null
  const [form] = useForm<RegistrationValues>({
    initialValues: EMPTY_REGISTRATION,
    validate: valiForm(RegistrationSchema),
  })
  const submitting = useSignalValue(form.submitting)
  const referral = useReferralCheck()
  const [socialPending, setSocialPending] = useState(false)
  const [successOpen, setSuccessOpen] = useState(false)

  function clear() {
    reset(form)
    referral.reset()
  }

  async function submit(values: RegistrationValues) {
    const data = v.parse(RegistrationSchema, values)
    if (data.referralCode && (await referral.checkNow(data.referralCode)) === 'invalid') {
      notify.error(m.join_referral_invalid())
      return
    }
    const { error } = await signUp(data, redirect)
    if (error !== null) {
      // The toast is the one docs/product.md §8 names; the same sentence under the field says which input to fix.
      if (error.field) setError(form, error.field, error.message, { shouldFocus: true })
      notify.error(m.join_registration_failed(), error.message)
      return
    }
    // An earlier attempt's error (a refused referral code, a taken username) no longer applies, and would
    // sit on top of the success dialog.
    notify.dismiss()
    clear()
    closeAuthDialogs()
    setSuccessOpen(true)
  }

  const busy = submitting || socialPending
  return (
    <>
      <Dialog.Root
        open={open === 'join' && !signedIn}
        onOpenChange={(e) => (e.open ? openJoin({ redirect }) : closeAuthDialogs())}
        // A sign-up in flight must finish in view: its result is shown in this dialog.
        closeOnInteractOutside={!submitting}
        closeOnEscape={!submitting}
      >
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{m.join_title()}</Dialog.Title>
            </Dialog.Header>
            <ScrollArea.Root className={css({ height: 'min(500px, calc(100dvh - 10rem))' })}>
              <ScrollArea.Viewport>
                <ScrollArea.Content className={css({ px: '6', py: '2', display: 'flex', flexDirection: 'column', gap: '2' })}>
                  <SocialSignIn disabled={submitting} onPendingChange={setSocialPending} after={<OrDivider>{m.join_or_continue()}</OrDivider>} />
                  <RegistrationForm id={FORM_ID} form={form} onSubmit={submit} referral={referral} disabled={socialPending} />
                </ScrollArea.Content>
              </ScrollArea.Viewport>
              <ScrollArea.Scrollbar>
                <ScrollArea.Thumb />
              </ScrollArea.Scrollbar>
            </ScrollArea.Root>
            <Dialog.Footer>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => {
                  clear()
                  closeAuthDialogs()
                }}
              >
                {m.join_cancel()}
              </Button>
              <Button type="submit" form={FORM_ID} disabled={busy} loading={submitting} loadingText={m.join_registering()}>
                {m.join_register()}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton disabled={submitting} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
      <RegistrationSuccessDialog open={successOpen} onClose={() => setSuccessOpen(false)} />
    </>
  )
}
