import { Box, Card, CardContent, Typography } from "@mui/material";
import { nextProjectColor, type Tag, TagWriteSchema } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EditDialog } from "../../../components/edit-dialog.tsx";
import { EntityForm, type FieldSpec } from "../../../components/forms/entity-form.tsx";
import { CollectionTable } from "../../../components/lists/collection-table.tsx";
import { collections, useDeleteTag, useSaveTag, useTags } from "../api.ts";

/** A tag's colour as a dot beside its name (the name says what it is; the dot only shows it). */
export function TagName({ tag }: { tag: Pick<Tag, "name" | "color"> }) {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: tag.color, flexShrink: 0 }}
      />
      {tag.name}
    </Box>
  );
}

/**
 * The company's tags, kept by its owner and admins: a table (archived ones on request), a
 * dialog to rename, recolour, archive or delete one, and a form for the next, in the next colour.
 */
export function TagsSection() {
  const { t } = useTranslation("projects");
  const { addAlert } = useAlerts();
  const saveTag = useSaveTag();
  const deleteTag = useDeleteTag();
  // Every tag, archived ones too: the next one gets the colour after theirs.
  const allTags = useTags(true);
  const [tag, setTag] = useState<Tag | null>(null);
  const fields: FieldSpec[] = [
    { name: "name", label: t("fields.name"), required: true },
    { name: "color", label: t("fields.color"), type: "color" },
  ];
  return (
    <>
      <Typography variant="h2" component="h2">
        {t("tags.title")}
      </Typography>
      <Typography color="text.secondary">{t("tags.intro")}</Typography>
      <CollectionTable<Tag>
        collection={collections.tags}
        defaultOrdering="name"
        archivable
        archivedLabel={t("tags.showArchived")}
        testId="tags"
        onRowClick={setTag}
        columns={[
          {
            key: "name",
            label: t("fields.name"),
            sort: "name",
            render: (row) => <TagName tag={row} />,
          },
          {
            key: "archived",
            label: t("fields.is_archived"),
            render: (row) => (row.is_archived ? "✓" : ""),
          },
        ]}
      />
      <EditDialog
        title={t("tags.edit")}
        open={tag !== null}
        onClose={() => setTag(null)}
        deleteQuestion={{ title: t("tags.confirmDelete"), text: t("tags.confirmDeleteText") }}
        onDelete={async () => {
          if (!tag) return;
          await deleteTag.mutateAsync(tag.id);
          addAlert({
            color: "success",
            title: t("tags.deletedTitle"),
            text: t("tags.deletedText"),
          });
        }}
      >
        {tag && (
          <EntityForm
            key={tag.id}
            idPrefix="tag-edit"
            fields={[
              ...fields,
              { name: "is_archived", label: t("fields.is_archived"), type: "switch" },
            ]}
            schema={TagWriteSchema}
            initial={tag}
            submitLabel={t("save")}
            fallbackError={t("accounts:unexpected")}
            onSubmit={async (body) => {
              await saveTag.mutateAsync({ id: tag.id, body });
              addAlert({
                color: "success",
                title: t("tags.savedTitle"),
                text: t("tags.savedText"),
              });
              setTag(null);
            }}
          />
        )}
      </EditDialog>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            {t("tags.create")}
          </Typography>
          <EntityForm
            idPrefix="tag-create"
            fields={fields}
            schema={TagWriteSchema}
            initial={{ color: nextProjectColor(allTags.data?.length ?? 0) }}
            clearAfterSubmit
            submitLabel={t("tags.create")}
            fallbackError={t("accounts:unexpected")}
            onSubmit={async (body) => {
              await saveTag.mutateAsync({ id: null, body });
              addAlert({
                color: "success",
                title: t("tags.createdTitle"),
                text: t("tags.createdText"),
              });
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}
