import type { FlowDefinitionRow, FlowFormData } from '@wp/contract'
import Button from 'antd-mobile/es/components/button'
import ErrorBlock from 'antd-mobile/es/components/error-block'
import List from 'antd-mobile/es/components/list'
import Result from 'antd-mobile/es/components/result'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { startable, startForm, startProcess } from './api'
import { TaskForm, useMobileForm } from './MobileForm'
import { useMobileStyles } from './styles'

/** 发起审批: the processes the user may start; picking one shows its start form, then starts it. */
export default function StartPage() {
  useMobileStyles()
  const navigate = useNavigate()
  const [definitions, setDefinitions] = useState<FlowDefinitionRow[]>()
  const [chosen, setChosen] = useState<{ definition: FlowDefinitionRow; form: FlowFormData | null }>()
  const [error, setError] = useState<string>()
  const [started, setStarted] = useState(false)
  const { instance, validate } = useMobileForm(chosen?.form)
  useEffect(() => void startable().then(setDefinitions, (err: Error) => setError(err.message)), [])

  const choose = async (definition: FlowDefinitionRow) =>
    setChosen({ definition, form: await startForm(definition.deploymentId) })
  const submit = async () => {
    if (!chosen) return
    try {
      const values = await validate()
      await startProcess(chosen.definition.id, values)
      setStarted(true)
    } catch (err) {
      setError((err as Error).message || '请检查表单')
    }
  }

  if (started)
    return (
      <div className="wf-m-card">
        <Result status="success" title="已提交" description={chosen?.definition.name} />
        <Button block onClick={() => navigate('/approval?tab=mine', { replace: true })}>
          查看我发起的
        </Button>
      </div>
    )
  if (chosen)
    return (
      <div className="wf-m" data-testid="start-form">
        {chosen.form ? <TaskForm form={chosen.form} instance={instance} /> : <List header={chosen.definition.name} />}
        {error && <p className="wf-m-error">{error}</p>}
        <div className="wf-m-bar">
          <Button onClick={() => setChosen(undefined)}>返回</Button>
          <Button color="primary" onClick={() => void submit()} data-testid="start-submit">
            提交
          </Button>
        </div>
      </div>
    )
  if (error) return <ErrorBlock status="default" title="无法加载流程" description={error} />
  return (
    <List header="选择要发起的流程" data-testid="start-list">
      {(definitions ?? []).map((d) => (
        <List.Item key={d.id} onClick={() => void choose(d)} description={d.category ?? undefined} arrow>
          {d.name}
        </List.Item>
      ))}
    </List>
  )
}
