import { authManifest } from '@wp/auth'
import { defineModule, KitProviders } from '@wp/kit'
import { Suspense } from 'react'
import { PageLoading } from '../routing/NavigationGuard'

const auth = defineModule(authManifest)

/** The public pages other than login (register, 401, 404, auth-redirect, bind), inside the kit's providers. */
export default function PublicPage({ view }: { view: string }) {
  const View = auth.view(view)
  return (
    <KitProviders>
      <Suspense fallback={<PageLoading />}>
        <View />
      </Suspense>
    </KitProviders>
  )
}
