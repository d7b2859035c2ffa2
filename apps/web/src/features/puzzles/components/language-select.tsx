import { LANGUAGE_TABLE, type Language } from '@codequest/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export function LanguageSelect({
  value,
  languages,
  onChange,
  disabled,
}: {
  value: Language;
  /** The puzzle's languages, in the language table's order. */
  languages: readonly Language[];
  onChange: (language: Language) => void;
  disabled?: boolean;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as Language)} disabled={disabled}>
      <SelectTrigger aria-label="Language" className="h-9 w-32">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {languages.map((language) => (
          <SelectItem key={language} value={language}>
            {LANGUAGE_TABLE[language].name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
