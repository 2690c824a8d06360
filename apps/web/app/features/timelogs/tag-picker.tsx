import { Autocomplete, Box, Chip, TextField } from "@mui/material";
import { alpha } from "@mui/material/styles";
import { MAX_TAGS_PER_LOG, type Tag } from "@tempus/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useTags } from "../projects/index.ts";

/** A tag's colour as a small dot (its name says what it is). */
export const tagDot = (color: string) => (
  <Box
    component="span"
    aria-hidden="true"
    sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: color, flexShrink: 0 }}
  />
);

/** A chip tinted with the tag's colour: a light wash of it, its border and a dot. */
export const tagChipSx = (color: string) => ({
  bgcolor: alpha(color, 0.14),
  borderColor: color,
  "& .MuiChip-icon": { ml: 1, mr: -0.25 },
});

/**
 * A log's tags, chosen with type-ahead: typing narrows the company's active tags, Enter or a click
 * adds one; each chosen tag is a chip in its colour, taken off with its cross, with Backspace, or
 * with the arrow keys and Delete. An archived tag is not offered, but stays on a log that has it.
 * `value` and `onChange` are tag ids, in ascending order (as the API keeps them).
 */
export function TagPicker({
  id,
  value,
  onChange,
  size,
  disabled,
  label,
  error,
  helperText,
  autoFocus,
  sx,
}: {
  id: string;
  value: readonly number[];
  onChange: (tags: number[]) => void;
  size?: "small" | "medium";
  disabled?: boolean;
  label?: string;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  sx?: object;
}) {
  const { t } = useTranslation("time");
  // Every tag, archived ones too: those a log already has are shown by name and colour.
  const tags = useTags(true);
  const byId = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag])), [tags.data]);
  const chosen = value.flatMap((tagId) => byId.get(tagId) ?? []);
  // What is offered: the active tags; the chosen archived ones are options only to be shown.
  const options = useMemo(
    () => (tags.data ?? []).filter((tag) => !tag.is_archived || value.includes(tag.id)),
    [tags.data, value],
  );
  const isFull = value.length >= MAX_TAGS_PER_LOG;
  return (
    <Autocomplete<Tag, true, false, false>
      id={id}
      multiple
      options={options}
      value={chosen}
      size={size}
      disabled={disabled}
      sx={sx}
      autoHighlight
      filterSelectedOptions
      loading={tags.isPending}
      onChange={(_event, next) => {
        // Ids not known yet (the tags still loading) are kept, not dropped.
        const unknown = value.filter((tagId) => !byId.has(tagId));
        onChange([...next.map((tag) => tag.id), ...unknown].sort((a, b) => a - b));
      }}
      isOptionEqualToValue={(option, tag) => option.id === tag.id}
      getOptionLabel={(tag) => tag.name}
      getOptionKey={(tag) => tag.id}
      getOptionDisabled={() => isFull}
      filterOptions={(list, state) => {
        const words = state.inputValue.toLowerCase().split(/\s+/).filter(Boolean);
        return list.filter(
          (tag) => !tag.is_archived && words.every((word) => tag.name.toLowerCase().includes(word)),
        );
      }}
      noOptionsText={t("tags.noMatch")}
      loadingText={t("tags.loading")}
      renderOption={({ key, ...props }, tag) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          {tagDot(tag.color)}
          {tag.name}
        </Box>
      )}
      renderValue={(list, getItemProps) =>
        list.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              variant="outlined"
              size="small"
              icon={tagDot(tag.color)}
              label={tag.name}
              sx={tagChipSx(tag.color)}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t("tags.label")}
          error={error}
          autoFocus={autoFocus}
          helperText={
            helperText ?? (isFull ? t("tags.full", { max: MAX_TAGS_PER_LOG }) : undefined)
          }
        />
      )}
    />
  );
}
