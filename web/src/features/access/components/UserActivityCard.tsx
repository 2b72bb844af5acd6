import { History, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { subsectionTitle } from '@/components/ui/typography';
import { formatDateTime } from '@/lib/format';
import { useUserActivity } from '../api';

/**
 * The user page's recent activity (spec 2 §2): what they did, from the audit trail (shown to those who may read
 * it), and where and when they signed in; the latest 20 of each, times in IST.
 */
export function UserActivityCard({ userId }: { userId: number }) {
  const activity = useUserActivity(userId);
  return (
    <SectionCard title="Recent activity" className="lg:col-span-3">
      <QueryFrame
        query={activity}
        failure="Failed to load recent activity"
        loadingLabel="Loading activity..."
      >
        {({ actions, sign_ins }) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="user-actions">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id="user-actions" className={subsectionTitle}>
                  Actions
                </h3>
                {actions?.length ? (
                  <Link
                    to={`/audit?user_id=${userId}`}
                    className="text-sm font-medium text-indigo-600 hover:text-indigo-500"
                  >
                    All in the audit trail
                  </Link>
                ) : null}
              </div>
              {actions === null ? (
                <p className="mt-2 text-sm text-slate-500">
                  Only those who may view the audit trail see what a user changed.
                </p>
              ) : actions.length === 0 ? (
                <EmptyState
                  icon={History}
                  title="No recorded actions"
                  hint="What this user changes (records, settings, approvals) is listed here as they do it."
                  className="py-6"
                />
              ) : (
                <ol className="mt-2 divide-y divide-slate-100">
                  {actions.map((a) => (
                    <li key={a.id} className="py-2">
                      <p className="text-sm break-words text-slate-900">{a.summary}</p>
                      <p className="text-xs text-slate-500">
                        <time dateTime={a.at}>{formatDateTime(a.at)}</time>
                      </p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby="user-sign-ins">
              <h3 id="user-sign-ins" className={subsectionTitle}>
                Sign-ins
              </h3>
              {sign_ins.length === 0 ? (
                <EmptyState
                  icon={LogIn}
                  title="No sign-ins yet"
                  hint="Each sign-in shows here, with its time and device, from the user’s first."
                  className="py-6"
                />
              ) : (
                <ol className="mt-2 divide-y divide-slate-100">
                  {sign_ins.map((s) => (
                    <li key={s.id} className="py-2">
                      <p className="text-sm text-slate-900">
                        <time dateTime={s.at}>{formatDateTime(s.at)}</time>
                        {s.ip ? <span className="text-slate-500"> from {s.ip}</span> : null}
                      </p>
                      {s.user_agent ? (
                        <p className="text-xs break-all text-slate-500">{s.user_agent}</p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        )}
      </QueryFrame>
    </SectionCard>
  );
}
