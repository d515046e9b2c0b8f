import { App, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Space, TreeSelect } from 'antd'
import { rules, useDict } from '@wp/kit'
import type { TreeCheckNode } from '@wp/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MenuIcon, menuIconNames } from '@wp/ui'
import { addMenu, editMenu, getMenu, menuTreeselect, type MenuInput, type MenuType } from './api'
import { MENU_DEFAULTS, menuBody, requiredFields, showsField } from './fields'

const YES_NO = [
  { value: 0, label: '是' },
  { value: 1, label: '否' },
]
const CACHE = [
  { value: 0, label: '缓存' },
  { value: 1, label: '不缓存' },
]

/** 添加菜单 / 修改菜单. `menuId` undefined = add (under `parentId`). */
export function MenuDialog({
  open,
  menuId,
  parentId,
  onClose,
  onSaved,
}: {
  open: boolean
  menuId?: number
  parentId?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<MenuInput>()
  const type = (Form.useWatch('menuType', form) ?? 'M') as MenuType
  const [saving, setSaving] = useState(false)
  const [tree, setTree] = useState<TreeCheckNode[]>([])
  const { sys_show_hide: visibles, sys_normal_disable: statuses } = useDict('sys_show_hide', 'sys_normal_disable')
  const close = useRef(onClose)
  close.current = onClose
  const adding = menuId === undefined
  const parents = useMemo(() => [{ id: 0, label: '主类目', children: tree }], [tree])
  const icons = useMemo(
    () =>
      menuIconNames.map((name) => ({
        value: name,
        label: (
          <Space>
            <MenuIcon name={name} />
            {name}
          </Space>
        ),
      })),
    [],
  )

  useEffect(() => {
    if (!open) return
    form.resetFields()
    menuTreeselect().then(setTree, () => undefined)
    if (adding) form.setFieldsValue({ ...MENU_DEFAULTS, parentId: parentId ?? 0 })
    else
      getMenu(menuId).then(
        (m) => form.setFieldsValue({ ...m, icon: m.icon === '#' ? '' : m.icon }),
        () => close.current(),
      )
  }, [open, menuId, parentId, adding, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      if (adding) await addMenu(menuBody(values))
      else await editMenu(menuBody(values, menuId))
      message.success(adding ? '新增成功' : '修改成功')
      onSaved()
      onClose()
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  const needsPath = requiredFields(type).includes('path')
  return (
    <Modal
      title={adding ? '添加菜单' : '修改菜单'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'menu-submit' } as never}
      width={680}
      destroyOnHidden
    >
      <Form form={form} data-testid="menu-dialog" labelCol={{ flex: '100px' }} initialValues={MENU_DEFAULTS}>
        <Row gutter={12}>
          <Col span={24}>
            <Form.Item name="parentId" label="上级菜单">
              <TreeSelect
                treeData={parents}
                fieldNames={{ value: 'id', label: 'label', children: 'children' }}
                showSearch
                treeNodeFilterProp="label"
                treeDefaultExpandedKeys={[0]}
                placeholder="选择上级菜单"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="menuType" label="菜单类型">
              <Radio.Group
                data-testid="menu-type"
                options={[
                  { value: 'M', label: '目录' },
                  { value: 'C', label: '菜单' },
                  { value: 'F', label: '按钮' },
                ]}
              />
            </Form.Item>
          </Col>
          {showsField(type, 'icon') && (
            <Col span={24}>
              <Form.Item name="icon" label="菜单图标">
                <Select showSearch allowClear placeholder="点击选择图标" options={icons} data-testid="menu-icon" />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="menuName" label="菜单名称" rules={[rules.required, rules.maxLength(50)]}>
              <Input placeholder="请输入菜单名称" data-testid="menu-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNum" label="显示排序" rules={[{ required: true, message: '该输入项为必填项!' }]}>
              <InputNumber min={0} max={99999} />
            </Form.Item>
          </Col>
          {showsField(type, 'isFrame') && (
            <Col span={12}>
              <Form.Item name="isFrame" label="是否外链" tooltip="选择是外链则路由地址需要以`http(s)://`开头">
                <Radio.Group options={YES_NO} />
              </Form.Item>
            </Col>
          )}
          {showsField(type, 'path') && (
            <Col span={12}>
              <Form.Item
                name="path"
                label="路由地址"
                tooltip="访问的路由地址，如：`user`，如外网地址需内链访问则以`http(s)://`开头"
                rules={needsPath ? [rules.required, rules.maxLength(200)] : [rules.maxLength(200)]}
              >
                <Input placeholder="请输入路由地址" data-testid="menu-path" />
              </Form.Item>
            </Col>
          )}
          {showsField(type, 'component') && (
            <Col span={12}>
              <Form.Item
                name="component"
                label="组件路径"
                tooltip="访问的组件路径，如：`system/user/index`"
                rules={[rules.maxLength(255)]}
              >
                <Input placeholder="请输入组件路径" data-testid="menu-component" />
              </Form.Item>
            </Col>
          )}
          {showsField(type, 'perms') && (
            <Col span={12}>
              <Form.Item
                name="perms"
                label="权限字符"
                tooltip="控制器中定义的权限字符，如：system:user:list"
                rules={[rules.maxLength(100)]}
              >
                <Input placeholder="请输入权限标识" data-testid="menu-perms" />
              </Form.Item>
            </Col>
          )}
          {showsField(type, 'query') && (
            <Col span={12}>
              <Form.Item
                name="query"
                label="路由参数"
                tooltip='访问路由的默认传递参数，如：`{"id": 1, "name": "ry"}`'
                rules={[rules.maxLength(255)]}
              >
                <Input placeholder="请输入路由参数" />
              </Form.Item>
            </Col>
          )}
          {showsField(type, 'routeName') && (
            <Col span={12}>
              <Form.Item
                name="routeName"
                label="路由名称"
                tooltip="默认不填则和路由地址相同"
                rules={[rules.maxLength(50)]}
              >
                <Input placeholder="请输入路由名称" />
              </Form.Item>
            </Col>
          )}
          {showsField(type, 'isCache') && (
            <Col span={12}>
              <Form.Item name="isCache" label="是否缓存">
                <Radio.Group options={CACHE} />
              </Form.Item>
            </Col>
          )}
          {showsField(type, 'visible') && (
            <Col span={12}>
              <Form.Item name="visible" label="显示状态" tooltip="选择隐藏则路由将不会出现在侧边栏，但仍然可以访问">
                <Radio.Group options={visibles.map((s) => ({ value: s.value, label: s.label }))} />
              </Form.Item>
            </Col>
          )}
          {showsField(type, 'status') && (
            <Col span={12}>
              <Form.Item name="status" label="菜单状态" tooltip="选择停用则路由将不会出现在侧边栏，也不能被访问">
                <Radio.Group options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  )
}
