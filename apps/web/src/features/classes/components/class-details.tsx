import type { ClassResponse } from '@codequest/contracts';
import { CLASS_TEXTS } from '@/config/messages';

/** What every member sees: the description and the teachers (never the other learners). */
export function ClassDetails({ item }: { item: ClassResponse }) {
  return (
    <section
      aria-labelledby="teachers-heading"
      className="grid min-w-0 gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      {item.description ? (
        <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{item.description}</p>
      ) : null}
      <h2 id="teachers-heading" className="text-base font-semibold">
        {CLASS_TEXTS.teachersTitle}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {item.teachers.map((teacher) => (
          <li
            key={teacher.id}
            className="max-w-full truncate rounded-full border border-border px-3 py-1 text-sm"
          >
            {teacher.username}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{CLASS_TEXTS.learners(item.learnerCount)}</p>
    </section>
  );
}
