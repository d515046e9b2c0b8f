import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import { useState, type ReactNode } from 'react'

interface SigninFormProps<V> {
  /** the page's test id; its submit button is `<id>-submit`, its error `<id>-error` */
  id: string
  title: string
  hint?: ReactNode
  hintTestId?: string
  layout?: 'horizontal' | 'vertical'
  submitLabel: string
  /** what submitting does; a rejection's message is shown under the form, unless the kit shows it (`kitShowsErrors`) */
  onSubmit: (values: V) => Promise<void>
  /** the server's reasons reach the user as the kit's toasts: nothing is written under the form */
  kitShowsErrors?: boolean
  /** a refusal the page met itself (the captcha's challenge could not be fetched): shown before the form's own */
  error?: string
  /** buttons under the submit button */
  extraFooter?: ReactNode
  children: ReactNode
}

/**
 * The phone's sign-in pages (sign in, bind, forced password change) in one frame: the brand line, a hint, the form with
 * its full-width submit button (busy while the call runs) and, where the page says them itself, the refusal's words.
 */
export function SigninForm<V>(props: SigninFormProps<V>) {
  const { id, title, hint, hintTestId, layout = 'horizontal', submitLabel, onSubmit, kitShowsErrors } = props
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (values: V) => {
    setBusy(true)
    setError(undefined)
    try {
      await onSubmit(values)
    } catch (err) {
      if (!kitShowsErrors) setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="h5-page h5-signin" data-testid={id}>
      <h1 className="h5-brand">{title}</h1>
      {hint && (
        <p className="h5-hint" data-testid={hintTestId}>
          {hint}
        </p>
      )}
      <Form
        layout={layout}
        onFinish={(values) => void submit(values as V)}
        footer={
          <>
            <Button block type="submit" color="primary" size="large" loading={busy} data-testid={`${id}-submit`}>
              {submitLabel}
            </Button>
            {props.extraFooter}
          </>
        }
      >
        {props.children}
      </Form>
      {(props.error ?? error) && (
        <p className="h5-error" role="alert" data-testid={`${id}-error`}>
          {props.error ?? error}
        </p>
      )}
    </div>
  )
}
