import { Field, Form, useForm, valiForm } from '@modular-forms/react'
import * as v from 'valibot'
import { TextField } from '~/components/form/text-field'
import { useSignalValue } from '~/components/form/use-signal-value'
import { Button } from '~/components/ui/button'
import { PolicySchema, type PolicyValues } from '~/lib/refund-window'
import type { RpcAnswer } from '~/lib/rpc-answer'
import { formFooter, FormAlert, useSave } from './settings-parts'
import { m } from '~/i18n/member'

interface Props {
  hours: number
  save: (hours: number) => Promise<RpcAnswer>
  onSaved: () => void
  /** The toast's title and the button's object, e.g. "Cancellation policy". */
  title: string
}

/** How long before the start a member's cancellation is refunded in full (a club's policy, or a country's default). */
export function RefundWindowForm({ hours, save: send, onSaved, title }: Props) {
  const [form] = useForm<PolicyValues>({ initialValues: { hours: String(hours) }, validate: valiForm(PolicySchema) })
  const submitting = useSignalValue(form.submitting)
  const save = useSave(title, onSaved)

  async function submit(values: PolicyValues) {
    await save.run(() => send(v.parse(PolicySchema, values).hours))
  }

  return (
    <Form of={form} onSubmit={submit}>
      <Field of={form} name="hours">
        {(store, props) => (
          <TextField
            store={store}
            props={props}
            label={m.memberkit_refund_hours()}
            autoComplete="off"
            required
            helperText={m.memberkit_refund_hint()}
            inputProps={{ inputMode: 'numeric' }}
            extraError={save.fieldError('full_refund_hours')}
          />
        )}
      </Field>
      <FormAlert message={save.formError(['full_refund_hours'])} />
      <div className={formFooter}>
        <Button type="submit" loading={save.busy || submitting} loadingText={m.memberkit_saving()}>
          {m.memberkit_save_policy()}
        </Button>
      </div>
    </Form>
  )
}
