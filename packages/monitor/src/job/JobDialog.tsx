import { App, Col, Form, Input, Modal, Radio, Row, Select, Typography } from 'antd'
import { parseTime, rules, useDict } from '@wp/kit'
import { useEffect, useRef, useState } from 'react'
import { addJob, editJob, getJob, type JobInput } from './api'
import { CONCURRENT_OPTIONS, JOB_DEFAULTS, jobBody, MISFIRE_OPTIONS } from './form'

/** 添加任务 / 修改任务. */
export function JobDialog({
  open,
  jobId,
  onClose,
  onSaved,
}: {
  open: boolean
  jobId?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<JobInput>()
  const [saving, setSaving] = useState(false)
  const [nextTime, setNextTime] = useState<string | null>(null)
  const { sys_job_group: groups, sys_job_status: statuses } = useDict('sys_job_group', 'sys_job_status')
  const close = useRef(onClose)
  close.current = onClose
  const adding = jobId === undefined

  useEffect(() => {
    if (!open) return
    form.resetFields()
    setNextTime(null)
    if (!adding)
      getJob(jobId).then(
        (job) => {
          form.setFieldsValue(job)
          setNextTime(job.nextValidTime ?? null)
        },
        () => close.current(),
      )
  }, [open, jobId, adding, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      if (adding) await addJob(jobBody(values))
      else await editJob(jobBody(values, jobId))
      message.success(adding ? '新增成功' : '修改成功')
      onSaved()
      onClose()
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title={adding ? '添加任务' : '修改任务'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'job-submit' } as never}
      width={760}
      destroyOnHidden
    >
      <Form form={form} data-testid="job-dialog" labelCol={{ flex: '110px' }} initialValues={JOB_DEFAULTS}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="jobName" label="任务名称" rules={[rules.required, rules.maxLength(64)]}>
              <Input placeholder="请输入任务名称" data-testid="job-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="jobGroup" label="任务分组">
              <Select placeholder="请选择任务分组" options={groups.map((s) => ({ value: s.value, label: s.label }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="invokeTarget"
              label="调用方法"
              tooltip="调用任务白名单中的任务：任务名，或 任务名(参数, …)，如 cleanOperLog(180)"
              rules={[rules.required, rules.maxLength(500)]}
            >
              <Input placeholder="请输入调用目标字符串" data-testid="job-invoke-target" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="cronExpression"
              label="cron表达式"
              rules={[rules.required, rules.cron]}
              extra={
                nextTime ? (
                  <Typography.Text type="secondary" data-testid="job-next-time">
                    下次执行时间：{parseTime(nextTime)}
                  </Typography.Text>
                ) : (
                  '格式：秒 分 时 日 月 周 [年]，如 0 0/30 * * * ?'
                )
              }
            >
              <Input placeholder="请输入cron执行表达式" data-testid="job-cron" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="misfirePolicy" label="执行策略">
              <Radio.Group optionType="button" options={MISFIRE_OPTIONS} data-testid="job-misfire" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="concurrent" label="是否并发">
              <Radio.Group optionType="button" options={CONCURRENT_OPTIONS} data-testid="job-concurrent" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label="状态">
              <Radio.Group options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  )
}
