import { Badge } from '@/components/ui/Badge';

/** A posting's free text (description, requirements, benefits) with its line breaks kept. */
export function JobText({ text }: { text: string | null }) {
  if (!text?.trim()) return <p className="text-sm text-slate-500">Not given.</p>;
  return <p className="text-sm leading-6 break-words whitespace-pre-line text-slate-700">{text}</p>;
}

/** The skills a posting asks for, as tags. */
export function SkillTags({ skills }: { skills: readonly string[] }) {
  if (!skills.length) return <p className="text-sm text-slate-500">None listed.</p>;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge tone="indigo">{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}
