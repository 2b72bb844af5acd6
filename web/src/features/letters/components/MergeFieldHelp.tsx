import { SectionCard } from '@/components/ui/SectionCard';
import { subsectionTitle } from '@/components/ui/typography';
import { fieldToken, MERGE_FIELD_SECTIONS } from '../mergeFields';

/**
 * The merge fields a template may use, by group, each with what it prints for a sample employee. A letter
 * whose employee has no value for a field it uses is refused, naming the field (no blank goes out).
 */
export function MergeFieldHelp() {
  return (
    <SectionCard
      title="Merge fields"
      description="Each prints the employee’s own value. A letter is refused, naming the field, when the employee has none (no salary structure, no exit recorded)."
    >
      {MERGE_FIELD_SECTIONS.map((section) => (
        <section key={section.group} aria-label={section.label} className="space-y-2">
          <h3 className={subsectionTitle}>{section.label}</h3>
          <dl className="space-y-2 text-sm">
            {section.fields.map((field) => (
              <div key={field.name} className="min-w-0">
                <dt className="flex flex-wrap items-baseline gap-x-2">
                  <span className="text-slate-700">{field.label}</span>
                  <code className="font-mono text-xs break-all text-indigo-700">
                    {fieldToken(field.name)}
                  </code>
                </dt>
                <dd className="text-xs break-words text-slate-500">{field.example}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </SectionCard>
  );
}
