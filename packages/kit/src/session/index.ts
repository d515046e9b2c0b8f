export {
  sessionStore,
  useSession,
  fetchChallenge,
  DEFAULT_ROLE,
  type SessionState,
  type UserInfo,
  type LoginChallenge,
  type LoginForm,
} from './session'
export { getToken, setToken, removeToken, getExpiresIn, TOKEN_COOKIE, EXPIRES_COOKIE } from './token'
