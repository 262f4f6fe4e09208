/**
 * The Spanish of the breeder's editor at /admin/ (Decap CMS), over Decap's own `es` locale.
 *
 * Decap shows `merge({}, en, locales[locale])`: every phrase its `es` leaves out is shown in
 * English ("Add fotos", "Copy Name"), and some of its `es` phrases say "tú" ("Elige una imagen"),
 * are English ("Ready") or read oddly ("Oops, no ha rellenado…"). The editor's script
 * (src/admin/editor.ts) registers `merge(CMS.getLocale('es'), EDITOR_PHRASES_ES)`, so this
 * object holds (a) every phrase `es` lacks, (b) the `es` phrases rewritten for a breeder in
 * Colombia, in "usted". Placeholders (%{…}) are Decap's and stay as they are; "||||" separates
 * the singular and the plural of a phrase counted by %{smart_count}.
 *
 * tests/unit/editor-phrases.test.ts holds every phrase of Decap's `en` to a Spanish one here or
 * in `es`. What Decap writes without its locale is listed in UNTRANSLATABLE_DECAP_STRINGS below.
 */

/** A tree of Decap phrases: the key paths of decap-cms-locales' `en`. */
export interface PhraseTree {
  readonly [key: string]: string | PhraseTree;
}

/** What a deleted litter or lot does on the site, and what to do instead when its animals were sold (src/lib/domain/inventory.ts: a sold-out entry stays readable for «Días visible una camada vendida», then is retired). */
const DELETED =
  'Sus animales y su página salen del sitio en unos minutos, cuando se publique el cambio, y no vuelven. ' +
  'Si los vendió, mejor cambie el «Estado» de cada animal a «Vendido» y guarde: el sitio los muestra como vendidos los días de Criadero › Inventario › Días visible una camada vendida, y luego los retira.';

export const EDITOR_PHRASES_ES = {
  auth: {
    loginWithAzure: 'Iniciar sesión con Azure',
    loginWithForgejo: 'Iniciar sesión con Forgejo',
    errors: {
      email: 'Escriba su correo electrónico.',
      password: 'Escriba su contraseña.',
      identitySettings: 'No se pudo leer la configuración de Identity. Con git-gateway, active los servicios Identity y Git Gateway.',
    },
  },
  app: {
    header: {
      workflow: 'Flujo editorial',
      media: 'Fotos',
      quickAdd: 'Crear',
    },
    app: {
      errorHeader: 'No se pudo cargar la configuración del editor',
      checkConfigYml: 'Revise el archivo config.yml.',
      loadingConfig: 'Cargando la configuración…',
      waitingBackend: 'Esperando al servidor…',
    },
    notFoundPage: {
      header: 'Página no encontrada',
    },
  },
  collection: {
    sidebar: {
      allCollections: 'Todas las colecciones',
      searchAll: 'Buscar en todo',
      searchIn: 'Buscar en',
    },
    collectionTop: {
      // a plain «+»: the full-width «＋» of Decap's es shows as an empty box in fonts without it
      newButton: '+ %{collectionLabel}',
      newButtonAriaLabel: 'Crear %{collectionLabel}',
      viewAsList: 'Ver como lista',
      viewAsGrid: 'Ver como cuadrícula',
      searchResults: 'Resultados de «%{searchTerm}»',
      searchResultsInCollection: 'Resultados de «%{searchTerm}» en %{collection}',
      filterBy: 'Filtrar por',
      groupBy: 'Agrupar por',
    },
    entries: {
      // «entrada» is Decap's word for a file; the breeder has litters, lots and pages (editor drive s50)
      noEntries: 'Aquí no hay nada todavía.',
      unpublishedHeader: 'Entradas sin publicar',
    },
    defaultFields: {
      updatedOn: {
        label: 'Fecha de actualización',
      },
    },
    groups: {
      other: 'Otros',
      negateLabel: 'No %{label}',
    },
  },
  editor: {
    editorControl: {
      field: {
        // %{widgetLabel} is the widget's name (string, list, image…): see UNTRANSLATABLE_DECAP_STRINGS
        widgetLabel: 'Campo %{widgetLabel}',
      },
    },
    editorControlPane: {
      widget: {
        required: 'Falta «%{fieldLabel}»: es obligatorio.',
        regexPattern: '«%{fieldLabel}» no tiene la forma esperada: %{pattern}.',
        processing: '«%{fieldLabel}» se está procesando; espere un momento.',
        range: '«%{fieldLabel}» debe estar entre %{minValue} y %{maxValue}.',
        min: '«%{fieldLabel}» debe ser por lo menos %{minValue}.',
        max: '«%{fieldLabel}» debe ser %{maxValue} o menos.',
        // Decap gives these no %{smart_count}, so no singular and plural: worded without a noun after the number
        rangeCount: 'La cantidad en «%{fieldLabel}» debe estar entre %{minCount} y %{maxCount}.',
        rangeCountExact: 'La cantidad en «%{fieldLabel}» debe ser exactamente %{count}.',
        rangeMin: 'La cantidad en «%{fieldLabel}» debe ser por lo menos %{minCount}.',
        rangeMax: 'La cantidad en «%{fieldLabel}» debe ser como máximo %{maxCount}.',
        invalidPath: '«%{path}» no es una ruta válida.',
        pathExists: 'Ya existe la ruta «%{path}».',
      },
      i18n: {
        writingInLocale: 'Escribiendo en %{locale}',
        copyFromLocale: 'Llenar desde otro idioma',
        copyFromLocaleConfirm: '¿Quiere llenar los datos desde el idioma %{locale}?\nSe reemplazará todo lo que hay escrito.',
      },
    },
    editorInterface: {
      toggleI18n: 'Mostrar u ocultar los idiomas',
      togglePreview: 'Mostrar u ocultar la vista previa',
      toggleScrollSync: 'Desplazar a la vez',
      toggleNotes: 'Mostrar u ocultar las notas',
    },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Aún no hay notas. Escriba la primera aquí abajo.',
      addNote: 'Agregar nota',
      addPlaceholder: 'Escriba una nota…',
      editPlaceholder: 'Cambie su nota…',
      save: 'Guardar',
      cancel: 'Cancelar',
      edit: 'Editar',
      delete: 'Borrar',
      resolve: 'Resolver',
      unresolve: 'Reabrir',
      confirmDelete: '¿Seguro que quiere borrar esta nota?',
      shortcut: 'Consejo: oprima Ctrl+Enter para agregar la nota.',
    },
    editor: {
      onLeavePage: 'Tiene cambios sin guardar. ¿Salir de todos modos? Se perderán.',
      onUpdatingWithUnsavedChanges: 'Tiene cambios sin guardar: guárdelos antes de cambiar el estado.',
      onPublishingNotReady: 'Cambie el estado a «Listo» antes de publicar.',
      onPublishingWithUnsavedChanges: 'Tiene cambios sin guardar: guárdelos antes de publicar.',
      onPublishing: '¿Seguro que quiere publicar esta entrada?',
      onUnpublishing: '¿Seguro que quiere retirar esta entrada del sitio?',
      // Decap asks these only where it offers «Borrar del sitio»: a litter or a lot (a file of the other collections has no delete);
      // they say what the site does, and the way that keeps a sold litter on the site (editor drive s50: «¿Seguro que quiere borrar esta entrada publicada?»)
      onDeleteWithUnsavedChanges: `¿Borrar esta camada o lote? Lo que no ha guardado se pierde y, si ya estaba en el sitio, ${DELETED}`,
      onDeletePublishedEntry: `¿Borrar esta camada o lote del sitio? ${DELETED}`,
      onDeleteUnpublishedChangesWithUnsavedChanges: 'Se borrarán los cambios sin publicar de esta entrada y los que no ha guardado. ¿Quiere borrarlos?',
      onDeleteUnpublishedChanges: 'Se borrarán los cambios sin publicar de esta entrada. ¿Quiere borrarlos?',
      confirmLoadBackup: 'Hay una copia sin guardar de esta entrada en este equipo. ¿Quiere recuperarla?',
    },
    editorToolbar: {
      deleteEntry: 'Borrar del sitio',
      // a save is a commit; the site shows it once its build is done, which the bar at the foot says
      // («Publicando» there, while the build runs): the toolbar says it was saved, not published
      publishing: 'Guardando…',
      published: 'Guardado',
      publishAndCreateNew: 'Publicar y crear otra',
      publishAndDuplicate: 'Publicar y duplicar',
      statusInfoTooltipDraft: 'La entrada es un borrador. Para enviarla a revisión, cambie el estado a «En revisión».',
      statusInfoTooltipInReview: 'La entrada está en revisión: no tiene que hacer nada más, y puede seguir cambiándola mientras tanto.',
      backCollection: 'Editando en %{collectionLabel}',
      deployPreviewPendingButtonLabel: 'Revisar la vista previa',
      deployPreviewButtonLabel: 'Ver la vista previa',
      deployButtonLabel: 'Ver en el sitio',
    },
    editorWidgets: {
      markdown: {
        bold: 'Negrita',
        italic: 'Cursiva',
        strikethrough: 'Tachado',
        code: 'Código',
        link: 'Enlace',
        linkPrompt: 'Escriba la dirección del enlace',
        headings: 'Títulos',
        quote: 'Cita',
        bulletedList: 'Lista con viñetas',
        numberedList: 'Lista numerada',
        addComponent: 'Agregar componente',
        toggleMode: {
          rich: 'Cambiar a texto enriquecido',
          markdown: 'Cambiar a Markdown',
        },
      },
      image: {
        choose: 'Elija una imagen',
        chooseMultiple: 'Elija las imágenes',
        chooseDifferent: 'Elija otra imagen',
        chooseUrl: 'Insertar desde una dirección web',
        replaceUrl: 'Cambiar por una dirección web',
        promptUrl: 'Escriba la dirección web de la imagen',
        remove: 'Quitar la imagen',
        addMore: 'Agregar más imágenes',
        removeAll: 'Quitar todas las imágenes',
      },
      file: {
        choose: 'Elija un archivo',
        chooseMultiple: 'Elija los archivos',
        chooseDifferent: 'Elija otro archivo',
        chooseUrl: 'Insertar desde una dirección web',
        replaceUrl: 'Cambiar por una dirección web',
        promptUrl: 'Escriba la dirección web del archivo',
        remove: 'Quitar el archivo',
        addMore: 'Agregar más archivos',
        removeAll: 'Quitar todos los archivos',
      },
      unknownControl: {
        noControl: 'El editor no sabe mostrar un campo de tipo «%{widget}».',
      },
      unknownPreview: {
        noPreview: 'No hay vista previa para un campo de tipo «%{widget}».',
      },
      headingOptions: {
        headingOne: 'Título 1',
        headingTwo: 'Título 2',
        headingThree: 'Título 3',
        headingFour: 'Título 4',
        headingFive: 'Título 5',
        headingSix: 'Título 6',
      },
      datetime: {
        // every date of this site's editor is a day without a time: "Hoy" sets today
        now: 'Hoy',
        clear: 'Borrar',
        // the aria-label of "Hoy": Decap fills %{fieldLabel} with the field's name in the file ("listosDesde"), not its label
        setToNow: 'Poner la fecha de hoy',
      },
      list: {
        // %{item} is the list's label_singular, else its label, in lower case (ListControl)
        add: 'Agregar %{item}',
        addType: 'Agregar %{item}',
      },
      object: {
        expand: 'Mostrar',
        collapse: 'Ocultar',
      },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      // a photo uploaded and not yet saved with its entry («Borrador» read as a state of the photo)
      draft: 'Sin guardar',
      copy: 'Copiar',
      copyUrl: 'Copiar la dirección web',
      copyPath: 'Copiar la ruta',
      copyName: 'Copiar el nombre',
      copied: 'Copiado',
    },
    mediaLibrary: {
      // asked once the editor found that no litter, lot or breed uses it (src/admin/photos-in-use.ts)
      onDelete: '¿Borrar esta foto de la biblioteca? Ninguna camada, lote ni raza la usa. Se borra del repositorio y no vuelve a aparecer aquí.',
      fileTooLarge: 'El archivo es muy pesado.\nEl máximo es %{size} kB.',
    },
    mediaLibraryModal: {
      noAssetsFound: 'No hay archivos.',
      noImagesFound: 'No hay imágenes.',
      mediaAssets: 'Fotos',
      // opened from a litter's photo field the library was «Imágenes», from the top «Fotos» (editor drive s46)
      images: 'Fotos',
      upload: 'Subir archivo',
      // it deletes the file from the repository, beside «Confirmar selección», which only chooses it (editor drive, s44)
      deleteSelected: 'Borrar foto de la biblioteca',
      close: 'Cerrar',
    },
  },
  ui: {
    errorBoundary: {
      title: 'Algo salió mal',
      details: 'Ocurrió un error. Por favor, ',
      reportIt: 'avísenos.',
      privacyWarning: 'El reporte se abre con el mensaje de error y datos técnicos.\nRevise que sean correctos y borre cualquier dato personal.',
      recoveredEntry: {
        heading: 'Entrada recuperada',
        warning: '¡Copie y pegue esto en algún lugar antes de salir de esta página!',
      },
    },
    settingsDropdown: {
      account: 'Opciones de la cuenta',
    },
    toast: {
      // Decap says entrySaved after every save without the editorial workflow (entryPublished never showed: editor drive s49)
      entrySaved: 'Guardado. El sitio lo mostrará en unos minutos: la barra de abajo dice cuándo.',
      entryPublished: 'Guardado. El sitio lo mostrará en unos minutos: la barra de abajo dice cuándo.',
      onFailToLoadEntries: 'No se pudieron cargar las entradas: %{details}',
      onFailToLoadDeployPreview: 'No se pudo cargar la vista previa: %{details}',
      onFailToPersist: 'No se pudo guardar la entrada: %{details}',
      onFailToDelete: 'No se pudo borrar la entrada: %{details}',
      onFailToUpdateStatus: 'No se pudo cambiar el estado: %{details}',
      missingRequiredField: 'Falta un campo obligatorio: llénelo antes de guardar.',
      onFailToPublishEntry: 'No se pudo publicar: %{details}',
      onFailToUnpublishEntry: 'No se pudo retirar la entrada: %{details}',
      entryUpdated: 'Estado de la entrada actualizado',
      onDeleteUnpublishedChanges: 'Cambios sin publicar borrados',
      onLoggedOut: 'Su sesión se cerró. Guarde una copia de lo que escribió e inicie sesión de nuevo.',
      onBackendDown: 'El servicio donde se guarda el contenido tiene una falla. Más información en %{details}',
      noteAdded: 'Nota agregada',
      onFailToAddNote: 'No se pudo agregar la nota: %{details}',
      noteUpdated: 'Nota actualizada',
      onFailToUpdateNote: 'No se pudo actualizar la nota: %{details}',
      noteDeleted: 'Nota borrada',
      onFailToDeleteNote: 'No se pudo borrar la nota: %{details}',
      noteResolved: 'Nota resuelta',
      noteReopened: 'Nota reabierta',
      onFailToToggleNote: 'No se pudo cambiar el estado de la nota: %{details}',
    },
  },
  workflow: {
    workflow: {
      loading: 'Cargando las entradas del flujo editorial',
      workflowHeading: 'Flujo editorial',
      newPost: 'Nueva entrada',
      description:
        '%{smart_count} entrada esperando revisión, %{readyCount} lista para publicar. |||| %{smart_count} entradas esperando revisión, %{readyCount} listas para publicar.',
      // dayjs format: "20 de septiembre" (the month's name follows dayjs's locale, English in Decap's bundle)
      dateFormat: 'D [de] MMMM',
    },
    workflowList: {
      onDeleteEntry: '¿Seguro que quiere borrar esta entrada?',
      onPublishingNotReadyEntry: 'Solo se pueden publicar las entradas en «Listo»: arrastre la tarjeta a la columna «Listo».',
      onPublishEntry: '¿Seguro que quiere publicar esta entrada?',
    },
  },
} as const satisfies PhraseTree;

/**
 * English the breeder can meet in the editor that no locale phrase reaches: Decap (or a library
 * it bundles) writes it itself. The editor's browser test allows these and no other English.
 * Each with where it comes from and why the locale cannot change it.
 *
 * Not listed, because they are not the page's text:
 *  - the calendar of a date field: DateTimeControl uses the browser's own <input type="date">,
 *    whose picker (weekday and month names, its own buttons) and empty-field pattern follow the
 *    browser's language, not Decap's;
 *  - "1 fotos": ListControl writes a list's heading as `${count} ${label}` itself, with the
 *    field's `label_singular` when it holds one item; no phrase counts it (the config gives the
 *    singular, not the locale).
 */
export const UNTRANSLATABLE_DECAP_STRINGS: readonly { text: string | RegExp; reason: string }[] = [
  {
    text: /^No [a-z_]+$/,
    reason: 'ListControl › objectLabel: a collapsed list item whose first field is empty is summarised as `No ${field name}` ("No archivo"), written in the code',
  },
  {
    text: / already exists\. Do you want to replace it\?$/,
    reason: 'actions/mediaLibrary › persistMedia: window.confirm when an upload has the name of a photo already in content/fotos/, a template string in the code',
  },
  {
    text: 'No options',
    reason: "react-select's noOptionsMessage: a select filtered to nothing; Decap's SelectControl passes no message of its own",
  },
  {
    text: / is focused |Use Up and Down to choose options|results? available|, (de)?selected\.?$/,
    reason: "react-select's screen-reader announcements (its visually hidden region whose id ends in -live-region), English inside react-select; Decap passes no ariaLiveMessages",
  },
  {
    text: /^To pick up a draggable item, press the space bar\./,
    reason: "@dnd-kit's screen-reader instructions for reordering a list's items (a hidden element), English inside dnd-kit; Decap's ListControl passes no accessibility texts",
  },
  {
    text: /^(string|text|number|boolean|select|datetime|object|list|image|hidden)$/,
    reason: "EditorControl: the widget's own name fills %{widgetLabel} of a field's aria-label (\"Campo string\"); the phrase is Spanish, the name is the config's",
  },
  {
    text: 'No field(s) defined for this widget',
    reason: 'ObjectControl: an object with no fields, written in the code; no object of this editor is without fields',
  },
  {
    text: /^No se (pudo|pudieron) .+: /,
    reason: "ui.toast.onFailTo*: the phrase is Spanish, its %{details} is the backend's or the network's own error message, in English",
  },
  {
    text: 'Test Backend ↗',
    reason: 'SettingsDropdown: a link shown only with the test-repo backend, written in the code; this editor uses github or the local backend',
  },
  {
    text: /Fork the repo|Don't fork the repo|Open Authoring is enabled/,
    reason: "decap-cms-backend-github › AuthenticationPage: shown only with open_authoring, which this editor does not set; written in the code",
  },
] as const;
