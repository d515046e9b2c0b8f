import { App, Button, Form, Input, Radio } from 'antd'
import { rules, sessionStore } from '@wp/kit'
import { useEffect, useState } from 'react'
import { updateProfile, type Profile, type ProfileInput } from './api'

const SEXES = [
  { value: '0', label: '男' },
  { value: '1', label: '女' },
  { value: '2', label: '未知' },
]

/** 基本资料: nickname, phone, e-mail and sex of the signed-in user; saving also updates the session's user. */
export function ProfileForm({ user, onSaved }: { user: Profile['user']; onSaved: () => Promise<unknown> }) {
  const { message } = App.useApp()
  const [form] = Form.useForm<ProfileInput>()
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    form.setFieldsValue({
      nickName: user.nickName,
      phonenumber: user.phonenumber ?? '',
      email: user.email ?? '',
      sex: user.sex ?? '0',
    })
  }, [user, form])

  const save = async (values: ProfileInput) => {
    setSaving(true)
    try {
      await updateProfile(values)
      message.success('修改成功')
      const current = sessionStore.getState().user
      if (current) sessionStore.setState({ user: { ...current, ...values } })
      await onSaved()
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={save} data-testid="profile-form" style={{ maxWidth: 480 }}>
      <Form.Item
        name="nickName"
        label="用户昵称"
        rules={[{ required: true, whitespace: true, message: '用户昵称不能为空' }, rules.maxLength(30)]}
      >
        <Input data-testid="profile-nickname" />
      </Form.Item>
      <Form.Item name="phonenumber" label="手机号码" rules={[rules.phone]}>
        <Input maxLength={11} data-testid="profile-phone" />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[rules.email, rules.maxLength(50)]}>
        <Input data-testid="profile-email" />
      </Form.Item>
      <Form.Item name="sex" label="性别">
        <Radio.Group options={SEXES} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
        保存
      </Button>
    </Form>
  )
}
