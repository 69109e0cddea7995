"""What the Voila server of the app needs beyond Voila itself (kernels; the page template lives in
``share/jupyter/voila/templates/tabletop``). Nothing here is imported by the engines or the widgets."""
