import { App, Form, Input, InputNumber, Modal, Radio } from 'antd'
import { rules, useDict } from '@wp/kit'
import { TreeCheckCard, type TreeCheckNode } from '@wp/ui'
import { useEffect, useRef, useState, type Key } from 'react'
import { addRole, editRole, getRole, menuTreeselect, roleMenuTreeselect } from './api'
import { idsToSave } from './scope'

interface RoleFormValues {
  roleName: string
  roleKey: string
  roleSort: number
  status: string
  remark?: string | null
}

/** 添加角色 / 修改角色, with the menu permissions in a TreeCheckCard. */
export function RoleDialog({
  open,
  roleId,
  onClose,
  onSaved,
}: {
  open: boolean
  roleId?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<RoleFormValues>()
  const [saving, setSaving] = useState(false)
  const [menus, setMenus] = useState<TreeCheckNode[]>([])
  const [checked, setChecked] = useState<Key[]>([])
  const [linkage, setLinkage] = useState(true)
  const [loadingTree, setLoadingTree] = useState(false)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const close = useRef(onClose)
  close.current = onClose
  const adding = roleId === undefined

  useEffect(() => {
    if (!open) return
    form.resetFields()
    setChecked([])
    setLinkage(true)
    setLoadingTree(true)
    const tree = adding
      ? menuTreeselect().then((m) => setMenus(m))
      : Promise.all([getRole(roleId), roleMenuTreeselect(roleId)]).then(([role, tree]) => {
          form.setFieldsValue(role)
          setLinkage(role.menuCheckStrictly)
          setMenus(tree.menus)
          setChecked(tree.checkedKeys)
        })
    tree.then(
      () => setLoadingTree(false),
      () => {
        setLoadingTree(false)
        close.current()
      },
    )
  }, [open, roleId, adding, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      const input = {
        ...values,
        remark: values.remark ?? null,
        menuIds: idsToSave(menus, checked, linkage),
        menuCheckStrictly: linkage,
      }
      if (adding) await addRole(input)
      else await editRole({ ...input, roleId })
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
      title={adding ? '添加角色' : '修改角色'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'role-submit' } as never}
      width={560}
      destroyOnHidden
    >
      <Form
        form={form}
        data-testid="role-dialog"
        labelCol={{ flex: '90px' }}
        initialValues={{ status: '0', roleSort: 0 }}
      >
        <Form.Item name="roleName" label="角色名称" rules={[rules.required, rules.maxLength(30)]}>
          <Input placeholder="请输入角色名称" data-testid="role-name" />
        </Form.Item>
        <Form.Item
          name="roleKey"
          label="权限字符"
          tooltip="控制器中定义的权限字符，如：@PreAuthorize(`@ss.hasRole('admin')`)"
          rules={[rules.required, rules.maxLength(100)]}
        >
          <Input placeholder="请输入权限字符" data-testid="role-key" />
        </Form.Item>
        <Form.Item name="roleSort" label="角色顺序" rules={[{ required: true, message: '该输入项为必填项!' }]}>
          <InputNumber min={0} max={99999} data-testid="role-sort" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
        <Form.Item label="菜单权限">
          <TreeCheckCard
            treeData={menus}
            value={checked}
            onChange={(keys) => setChecked(keys)}
            linkage={linkage}
            onLinkageChange={setLinkage}
            loading={loadingTree}
            height={260}
          />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[rules.maxLength(500)]}>
          <Input.TextArea placeholder="请输入内容" rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
