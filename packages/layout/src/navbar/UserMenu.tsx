import { CaretDownOutlined, UserOutlined } from '@ant-design/icons'
import { App, Dropdown } from 'antd'
import { useSession } from '@wp/kit'
import { useNavigate } from 'react-router'

export const LOGOUT_CONFIRM = '确定注销并退出系统吗？'

/** Avatar and name; 个人中心, 布局设置, 锁定屏幕, 退出登录 (after a confirmation). */
export function UserMenu({
  onOpenSettings,
  onLock,
  onLogout,
}: {
  onOpenSettings: () => void
  onLock: () => void
  onLogout: () => Promise<void> | void
}) {
  const { modal } = App.useApp()
  const navigate = useNavigate()
  const user = useSession((s) => s.user)
  const logout = () =>
    modal.confirm({
      title: '提示',
      content: LOGOUT_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: () => onLogout(),
    })
  return (
    <Dropdown
      trigger={['click']}
      destroyOnHidden
      menu={{
        items: [
          { key: 'profile', label: <span data-testid="user-menu-profile">个人中心</span> },
          { key: 'settings', label: <span data-testid="user-menu-settings">布局设置</span> },
          { key: 'lock', label: <span data-testid="user-menu-lock">锁定屏幕</span> },
          { type: 'divider' },
          { key: 'logout', label: <span data-testid="logout">退出登录</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/user/profile')
          else if (key === 'settings') onOpenSettings()
          else if (key === 'lock') onLock()
          else if (key === 'logout') logout()
        },
      }}
    >
      <span className="wp-user" data-testid="user-menu">
        {user?.avatar ? (
          <img src={user.avatar} alt="" />
        ) : (
          <UserOutlined className="wp-avatar" style={{ fontSize: 20 }} />
        )}
        <span data-testid="user-name">{user?.nickName || user?.userName}</span>
        <CaretDownOutlined style={{ fontSize: 12 }} />
      </span>
    </Dropdown>
  )
}
