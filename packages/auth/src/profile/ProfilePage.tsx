import { UserOutlined } from '@ant-design/icons'
import { App, Avatar, Card, Col, Descriptions, Row, Spin, Tabs } from 'antd'
import { sessionStore } from '@wp/kit'
import { useCallback, useEffect, useState } from 'react'
import { ChangePasswordForm } from '../password/ChangePasswordForm'
import { getProfile, type Profile } from './api'
import { AvatarCropper } from './AvatarCropper'
import { DingTalkBinding } from './DingTalkBinding'
import { ProfileForm } from './ProfileForm'

/** /user/profile: who I am, my details, my password, my avatar. */
export default function ProfilePage() {
  const { message } = App.useApp()
  const [profile, setProfile] = useState<Profile | null>(null)
  const [cropping, setCropping] = useState(false)

  const load = useCallback(async () => {
    const p = await getProfile()
    setProfile(p)
    return p
  }, [])

  useEffect(() => {
    load().catch(() => undefined)
  }, [load])

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
            <button
              type="button"
              title="点击上传头像"
              aria-label="修改头像"
              style={{ cursor: 'pointer', border: 'none', background: 'none', padding: 0 }}
              onClick={() => setCropping(true)}
              data-testid="profile-avatar"
            >
              <Avatar size={96} src={u.avatar || undefined} icon={<UserOutlined />} />
            </button>
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
        <DingTalkBinding />
      </Col>
      <Col xs={24} md={16}>
        <Card title="基本资料">
          <Tabs
            items={[
              { key: 'info', label: '基本资料', children: <ProfileForm user={u} onSaved={load} /> },
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
