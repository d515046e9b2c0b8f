import { Loading } from './shell/Loading'
import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { MOBILE_VIEWS } from './modules'
import { Shell } from './shell/Shell'
import { SignInGate } from './signin/SignInGate'

const LoginPage = lazy(() => import('./signin/LoginPage'))
const BindPage = lazy(() => import('./signin/BindPage'))

/** The DingTalk host under /h5/: sign-in and binding in the open, everything else behind the sign-in gate. */
export function App() {
  return (
    <BrowserRouter basename="/h5">
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/bind" element={<BindPage />} />
          <Route
            path="*"
            element={
              <SignInGate>
                <Shell views={MOBILE_VIEWS} />
              </SignInGate>
            }
          />
        </Routes>
      </Suspense>
    </BrowserRouter>
  )
}
