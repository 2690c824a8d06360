import { Autocomplete, TextField } from "@mui/material";
import type { Activity, Project } from "@tempus/contract";
import { type Ref, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useActivities, useProjects } from "../projects/index.ts";

/** One choice of the picker: a project alone or with one of its activities. */
export interface ProjectChoice {
  project: number;
  activity: number | null;
  label: string;
}

/**
 * Every project alone and with each activity it may use (the global ones and
 * its own), as "Project · Activity".
 */
export function projectChoices(
  projects: Project[] | undefined,
  activities: Activity[] | undefined,
): ProjectChoice[] {
  return (projects ?? []).flatMap((project) => [
    { project: project.id, activity: null, label: project.name },
    ...(activities ?? [])
      .filter((activity) => activity.project === null || activity.project === project.id)
      .map((activity) => ({
        project: project.id,
        activity: activity.id,
        label: `${project.name} · ${activity.name}`,
      })),
  ]);
}

/** The projects and activities to choose from (active ones), built once per change. */
export function useProjectChoices() {
  const projects = useProjects();
  const activities = useActivities();
  const choices = useMemo(
    () => projectChoices(projects.data, activities.data),
    [projects.data, activities.data],
  );
  return { choices, projects, isEmpty: projects.data?.length === 0 };
}

/**
 * A project and activity in one field with type-ahead: typing narrows the
 * choices ("web des" finds "Website · Design"); Enter or a click picks one.
 */
export function ProjectActivityPicker({
  project,
  activity,
  onChange,
  choices,
  inputRef,
  id,
  size,
  error,
  helperText,
  label,
  autoFocus,
  onKeyDown,
  sx,
}: {
  project: number | "";
  activity: number | "";
  onChange: (project: number | "", activity: number | "") => void;
  choices: ProjectChoice[];
  inputRef?: Ref<HTMLInputElement>;
  id: string;
  size?: "small" | "medium";
  error?: boolean;
  helperText?: string;
  label?: string;
  autoFocus?: boolean;
  onKeyDown?: (event: React.KeyboardEvent) => void;
  sx?: object;
}) {
  const { t } = useTranslation("time");
  const value =
    choices.find(
      (choice) =>
        choice.project === project && choice.activity === (activity === "" ? null : activity),
    ) ?? null;
  return (
    <Autocomplete
      id={id}
      options={choices}
      value={value}
      size={size}
      sx={sx}
      autoHighlight
      openOnFocus
      onChange={(_event, choice) => onChange(choice?.project ?? "", choice?.activity ?? "")}
      isOptionEqualToValue={(option, chosen) =>
        option.project === chosen.project && option.activity === chosen.activity
      }
      getOptionKey={(option) => `${option.project}-${option.activity ?? ""}`}
      // Every word typed must appear, in any order.
      filterOptions={(options, state) => {
        const words = state.inputValue.toLowerCase().split(/\s+/).filter(Boolean);
        return options.filter((option) =>
          words.every((word) => option.label.toLowerCase().includes(word)),
        );
      }}
      noOptionsText={t("timerBar.noMatch")}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t("timerBar.project")}
          inputRef={inputRef}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
        />
      )}
    />
  );
}
