/**
 * The family's `sys.login.blackIPList`: entries separated by `;`, each an exact address, a wildcard
 * (`192.168.1.*`) or a range (`10.0.0.1-10.0.0.9`). IPv4 only for patterns; IPv6 matches exactly.
 */
export function isAddressBlocked(ip: string, list: string): boolean {
  const addr = ip.startsWith('::ffff:') ? ip.slice(7) : ip
  return list
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .some((entry) => matchEntry(addr, entry))
}

function toNumber(ip: string): number | null {
  const parts = ip.split('.')
  if (parts.length !== 4) return null
  let n = 0
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null
    n = n * 256 + Number(p)
  }
  return n
}

function matchEntry(ip: string, entry: string): boolean {
  if (entry === ip) return true
  if (entry.includes('*')) {
    const re = new RegExp(
      '^' +
        entry
          .split('*')
          .map((s) => s.replace(/\./g, '\\.'))
          .join('\\d{1,3}') +
        '$',
    )
    return re.test(ip)
  }
  if (entry.includes('-')) {
    const [a, b] = entry.split('-').map((s) => toNumber(s.trim()))
    const x = toNumber(ip)
    return a !== null && b !== null && x !== null && x >= Math.min(a, b) && x <= Math.max(a, b)
  }
  return false
}
