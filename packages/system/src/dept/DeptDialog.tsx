import { App, Col, Form, Input, InputNumber, Modal, Radio, Row, TreeSelect } from 'antd'
import { rules, useDict } from '@wp/kit'
import { useEffect, useRef, useState } from 'react'
import { addDept, editDept, getDept, listDepts, listDeptsExcluding, type DeptRow } from './api'
import { deptBody, deptOptions, type DeptOption } from './tree'

/** 添加部门 / 修改部门. `deptId` undefined = add (under `parentId`). */
export function DeptDialog({
  open,
  deptId,
  parentId,
  onClose,
  onSaved,
}: {
  open: boolean
  deptId?: number
  parentId?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<DeptRow>()
  const [saving, setSaving] = useState(false)
  const [parents, setParents] = useState<DeptOption[]>([])
  const [isRoot, setIsRoot] = useState(false)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const close = useRef(onClose)
  close.current = onClose
  const adding = deptId === undefined

  useEffect(() => {
    if (!open) return
    form.resetFields()
    setIsRoot(false)
    if (adding) {
      form.setFieldsValue({ parentId, orderNum: 0, status: '0' })
      listDepts().then(
        (rows) => setParents(deptOptions(rows)),
        () => undefined,
      )
    } else
      Promise.all([getDept(deptId), listDeptsExcluding(deptId)]).then(
        ([dept, rows]) => {
          form.setFieldsValue(dept)
          setIsRoot(dept.parentId === 0)
          setParents(deptOptions(rows))
        },
        () => close.current(),
      )
  }, [open, deptId, parentId, adding, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      if (adding) await addDept(deptBody(values))
      else await editDept(deptBody(values, deptId))
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
      title={adding ? '添加部门' : '修改部门'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'dept-submit' } as never}
      width={600}
      destroyOnHidden
    >
      <Form
        form={form}
        data-testid="dept-dialog"
        labelCol={{ flex: '80px' }}
        initialValues={{ orderNum: 0, status: '0' }}
      >
        <Row gutter={12}>
          {!isRoot && (
            <Col span={24}>
              <Form.Item name="parentId" label="上级部门" rules={[{ required: true, message: '该输入项为必填项!' }]}>
                <TreeSelect
                  treeData={parents}
                  treeDefaultExpandAll
                  showSearch
                  treeNodeFilterProp="title"
                  placeholder="选择上级部门"
                  data-testid="dept-parent"
                />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="deptName" label="部门名称" rules={[rules.required, rules.maxLength(30)]}>
              <Input placeholder="请输入部门名称" data-testid="dept-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNum" label="显示排序" rules={[{ required: true, message: '该输入项为必填项!' }]}>
              <InputNumber min={0} max={99999} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="leader" label="负责人" rules={[rules.maxLength(20)]}>
              <Input placeholder="请输入负责人" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label="联系电话" rules={[rules.phone]}>
              <Input placeholder="请输入联系电话" maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label="邮箱" rules={[rules.email, rules.maxLength(50)]}>
              <Input placeholder="请输入邮箱" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label="部门状态">
              <Radio.Group options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  )
}
