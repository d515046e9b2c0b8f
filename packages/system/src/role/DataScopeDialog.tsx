import { App, Form, Input, Select } from 'antd'
import { ActionDialog, TreeCheckCard, type TreeCheckNode } from '@wp/ui'
import { useEffect, useRef, useState, type Key } from 'react'
import { roleDeptTree, saveDataScope, type RoleRow } from './api'
import { CUSTOM_SCOPE, DATA_SCOPE_OPTIONS, dataScopeBody } from './scope'

/** 分配数据权限: the scope, and for 自定数据权限 the departments. */
export function DataScopeDialog({
  role,
  onClose,
  onSaved,
}: {
  role: RoleRow | null
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [scope, setScope] = useState('1')
  const [depts, setDepts] = useState<TreeCheckNode[]>([])
  const [checked, setChecked] = useState<Key[]>([])
  const [linkage, setLinkage] = useState(true)
  const [loading, setLoading] = useState(false)
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    if (!role) return
    setScope(role.dataScope || '1')
    setLinkage(role.deptCheckStrictly)
    setChecked([])
    setLoading(true)
    roleDeptTree(role.roleId)
      .then(
        (res) => {
          setDepts(res.depts)
          setChecked(res.checkedKeys)
        },
        () => close.current(),
      )
      .finally(() => setLoading(false))
  }, [role])

  const submit = async () => {
    if (!role) return
    await saveDataScope(dataScopeBody(role.roleId, scope, depts, checked, linkage))
    message.success('修改成功')
    onSaved()
  }

  return (
    <ActionDialog
      title="分配数据权限"
      open={role !== null}
      onClose={onClose}
      onSubmit={submit}
      submitTestId="role-data-scope-submit"
      width={560}
    >
      <Form labelCol={{ flex: '90px' }} data-testid="role-data-scope-dialog">
        <Form.Item label="角色名称">
          <Input value={role?.roleName} disabled />
        </Form.Item>
        <Form.Item label="权限字符">
          <Input value={role?.roleKey} disabled />
        </Form.Item>
        <Form.Item label="权限范围">
          <Select value={scope} onChange={setScope} options={DATA_SCOPE_OPTIONS} data-testid="role-data-scope-select" />
        </Form.Item>
        {scope === CUSTOM_SCOPE && (
          <Form.Item label="数据权限">
            <TreeCheckCard
              treeData={depts}
              value={checked}
              onChange={(keys) => setChecked(keys)}
              linkage={linkage}
              onLinkageChange={setLinkage}
              loading={loading}
              defaultExpandAll
              height={260}
            />
          </Form.Item>
        )}
      </Form>
    </ActionDialog>
  )
}
