import { Search } from "lucide-react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

interface GallerySearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function GallerySearch({ value, onChange }: GallerySearchProps) {
  return (
    <div role="search" className="relative w-full sm:max-w-sm">
      <Label htmlFor="gallery-search" className="sr-only">
        Search products
      </Label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id="gallery-search"
        type="search"
        placeholder="Search products..."
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
