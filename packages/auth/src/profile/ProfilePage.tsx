import { UserOutlined } from '@ant-design/icons'
import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, Radio, Row, Spin, Tabs } from 'antd'
import { rules, sessionStore } from '@wp/kit'
import { useCallback, useEffect, useState } from 'react'
import { ChangePasswordForm } from '../password/ChangePasswordForm'
import { getProfile, updateProfile, type Profile, type ProfileInput } from './api'
import { AvatarCropper } from './AvatarCropper'

/** /user/profile: who I am, my details, my password, my avatar. */
export default function ProfilePage() {
  const { message } = App.useApp()
  const [profile, setProfile] = useState<Profile | null>(null)
  const [cropping, setCropping] = useState(false)
  const [saving, setSaving] = useState(false)
  const [form] = Form.useForm<ProfileInput>()

  const load = useCallback(async () => {
    const p = await getProfile()
    setProfile(p)
    return p
  }, [])

  useEffect(() => {
    load()
      .then((p) =>
        form.setFieldsValue({
          nickName: p.user.nickName,
          phonenumber: p.user.phonenumber ?? '',
          email: p.user.email ?? '',
          sex: p.user.sex ?? '0',
        }),
      )
      .catch(() => undefined)
  }, [load, form])

  const save = async (values: ProfileInput) => {
    setSaving(true)
    try {
      await updateProfile(values)
      message.success('修改成功')
      const user = sessionStore.getState().user
      if (user) sessionStore.setState({ user: { ...user, ...values } })
      await load()
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  const refreshAvatar = async () => {
    const p = await load()
    const user = sessionStore.getState().user
    if (user) sessionStore.setState({ user: { ...user, avatar: p.user.avatar } })
  }

  if (!profile) return <Spin style={{ display: 'block', margin: '64px auto' }} />
  const u = profile.user
  return (
    <Row gutter={16} data-testid="profile-page">
      <Col xs={24} md={8}>
        <Card title="个人信息">
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <span
              role="button"
              title="点击上传头像"
              style={{ cursor: 'pointer' }}
              onClick={() => setCropping(true)}
              data-testid="profile-avatar"
            >
              <Avatar size={96} src={u.avatar || undefined} icon={<UserOutlined />} />
            </span>
          </div>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="用户名称">{u.userName}</Descriptions.Item>
            <Descriptions.Item label="手机号码">{u.phonenumber}</Descriptions.Item>
            <Descriptions.Item label="用户邮箱">{u.email}</Descriptions.Item>
            <Descriptions.Item label="所属部门">{u.dept?.deptName}</Descriptions.Item>
            <Descriptions.Item label="所属角色">{profile.roleGroup}</Descriptions.Item>
            <Descriptions.Item label="所属岗位">{profile.postGroup}</Descriptions.Item>
            <Descriptions.Item label="创建日期">{u.createTime}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card title="基本资料">
          <Tabs
            items={[
              {
                key: 'info',
                label: '基本资料',
                children: (
                  <Form
                    form={form}
                    layout="vertical"
                    onFinish={save}
                    data-testid="profile-form"
                    style={{ maxWidth: 480 }}
                  >
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
                      <Radio.Group
                        options={[
                          { value: '0', label: '男' },
                          { value: '1', label: '女' },
                          { value: '2', label: '未知' },
                        ]}
                      />
                    </Form.Item>
                    <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
                      保存
                    </Button>
                  </Form>
                ),
              },
              {
                key: 'password',
                label: <span data-testid="profile-tab-password">修改密码</span>,
                children: (
                  <div style={{ maxWidth: 480 }}>
                    <ChangePasswordForm onChanged={() => message.success('修改成功')} />
                  </div>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <AvatarCropper open={cropping} onClose={() => setCropping(false)} onUploaded={() => void refreshAvatar()} />
    </Row>
  )
}
