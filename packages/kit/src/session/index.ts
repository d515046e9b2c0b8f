export {
  sessionStore,
  useSession,
  fetchChallenge,
  DEFAULT_ROLE,
  type SessionState,
  type UserInfo,
  type LoginChallenge,
  type LoginForm,
  type IssuedSession,
} from './session'
export { getToken, setToken, removeToken, getExpiresIn, TOKEN_COOKIE, EXPIRES_COOKIE } from './token'
