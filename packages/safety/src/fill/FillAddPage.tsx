import { HAZARD, type HazardRow } from '@wp/contract'
import { useSession } from '@wp/kit'
import { ResourceFields, useGo } from '@wp/ui'
import { App, Button, Card, Form, Space } from 'antd'
import { useState } from 'react'
import { REPORT_FIELDS } from './reportFields'
import { hazardApi, PAGES, submitHazard } from '../api'

/**
 * 隐患上报 (`/safety/fill_add`): the report's fields from the description (the 五落实 section for a major hazard),
 * 暂存 keeps a draft, 上报 saves and starts the process; either opens the hazard's page.
 */
export default function FillAddPage() {
  const { message } = App.useApp()
  const go = useGo()
  const [form] = Form.useForm()
  const [busy, setBusy] = useState(false)
  // the reporter's own unit to start with (the usual case; the tree offers the units their data scope reaches)
  const orgId = useSession((s) => s.user?.deptId ?? s.user?.dept?.deptId)
  const save = async (report: boolean) => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    setBusy(true)
    try {
      const row = (await hazardApi.add(values as never)) as HazardRow
      if (report) await submitHazard(row.hazardId)
      message.success(report ? '上报成功' : '暂存成功')
      go(PAGES.details(row.hazardId))
    } catch {
      // the kit has said why
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card title="隐患上报" data-testid="hazard-fill-add">
      <Form
        form={form}
        labelCol={{ flex: '120px' }}
        initialValues={{ orgId, stopProduction: false, needOutsideHelp: false }}
      >
        <ResourceFields resource={HAZARD} fields={REPORT_FIELDS} />
        <Space style={{ marginLeft: 120 }}>
          <Button onClick={() => void save(false)} loading={busy} data-testid="hazard-save">
            暂存
          </Button>
          <Button type="primary" onClick={() => void save(true)} loading={busy} data-testid="hazard-report-submit">
            上报
          </Button>
        </Space>
      </Form>
    </Card>
  )
}
