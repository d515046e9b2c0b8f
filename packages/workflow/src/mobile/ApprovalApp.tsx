import { lazy, Suspense } from 'react'
import { Route, Routes, useSearchParams } from 'react-router'
import { ApprovalHome } from './ApprovalHome'

// The lists are the first screen; the task page and the start page (forms, pickers, popups) load when opened.
const TaskPage = lazy(() => import('./TaskPage'))
const StartPage = lazy(() => import('./StartPage'))

/** /h5/approval: the lists; `?taskId=` a task (the work notice's link); `/start` the processes one may start. */
export default function ApprovalApp() {
  const [params] = useSearchParams()
  const taskId = params.get('taskId')
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="start" element={<StartPage />} />
        <Route path="*" element={taskId ? <TaskPage key={taskId} taskId={taskId} /> : <ApprovalHome />} />
      </Routes>
    </Suspense>
  )
}
