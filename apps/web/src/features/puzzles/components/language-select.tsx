import { LANGUAGE_TABLE, LANGUAGES, type Language } from '@codequest/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export function LanguageSelect({
  value,
  onChange,
  disabled,
}: {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as Language)} disabled={disabled}>
      <SelectTrigger aria-label="Language" className="h-9 w-28">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {LANGUAGES.map((language) => (
          <SelectItem key={language} value={language}>
            {LANGUAGE_TABLE[language].name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
