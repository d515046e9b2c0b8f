import { MDM_SUBSCRIBER } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'

/** 订阅系统: downstream systems, their endpoint and authentication (the secret is kept sealed and never shown). */
export default function SubscriberPage() {
  return <ResourceScreen resource={MDM_SUBSCRIBER} dialog={{ fields: { secret: { kind: 'password' } } }} />
}
