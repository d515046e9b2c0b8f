import { authModule } from '@wp/auth'
import { KitProviders } from '@wp/kit'
import { Suspense } from 'react'
import { PageLoading } from '../routing/NavigationGuard'

/** The public pages other than login (register, 401, 404, auth-redirect, bind), inside the kit's providers. */
export default function PublicPage({ view }: { view: string }) {
  const View = authModule.view(view)
  return (
    <KitProviders>
      <Suspense fallback={<PageLoading />}>
        <View />
      </Suspense>
    </KitProviders>
  )
}
