# The README's two commands: `make app` opens the Voila gallery, `make test` runs every test.
# Both build .venv themselves on a machine with only python3, make and apt.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
READY  := $(VENV)/.ready
PORT   ?= 8866
# 127.0.0.1: this machine only. A teacher serving a class sets HOST=0.0.0.0 (every network interface).
HOST   ?= 127.0.0.1
# The gallery is the server's front page (plain HTML: no kernel for a visit to it).
GALLERY := http://$(if $(filter 0.0.0.0,$(HOST)),$(shell hostname -I 2>/dev/null | cut -d' ' -f1),$(HOST)):$(PORT)/

# Before a class: PAGE is the page the class will open (play/rowlette, a lesson such as rowlette),
# LEARNERS how many will open it. That page then has LEARNERS kernels started and its notebook run
# before anyone arrives ("Ready for the class" in the log), and the other pages keep none (POOL=0)
# so the memory goes to the class. Without PAGE, every page keeps POOL (1) kernel ready: a visitor
# finds the page's notebook already run (a second visitor within seconds waits for the refill).
PAGE     ?=
LEARNERS ?= 30
POOL     ?= $(if $(PAGE),0,1)
CLASS_PAGE := $(if $(PAGE),$(PAGE:.ipynb=).ipynb)

# Voila exactly as the app and the browser tests run it: on HOST (this machine only unless a teacher
# says otherwise), with the project's page template (share/jupyter/voila/templates/tabletop: a closed
# tab shuts its kernel down, a table says when it is not ready yet or has lost its kernel), kernels
# preheated (Voila's pool: a page's notebook has run before its visitor arrives; Voila cannot do
# that and show cells as they run, so pages come whole), the kernel manager of serving/kernels.py
# (the pools sized for a class, a preheated kernel safe from the cull as it is handed out), idle
# kernels culled as the fallback (a browser that crashes never says goodbye), kernels reached over
# local sockets (IPC), not TCP ports (thirty kernels started at once for a class lost some to
# jupyter_client's port race: "Address already in use", "Kernel died before replying to
# kernel_info", and the class was never ready), and a cell's output waited for up to 60 s, not
# Voila's 4 s (under a class's load Voila sent a third of the quick-play pages without the cell
# that draws their table: the classroom benchmark counts them). The gallery notebook keeps no kernel
# ready: visitors meet the gallery as the server's front page, which needs none. The JupyterLab
# extension that colours code (jupyterlab_pygments) is left out: the pages show no code, and its
# three scripts were a page's only ones not needed to draw and play (a first visit's scripts are
# most of its time to interactive).
VOILA_FLAGS := --no-browser --Voila.ip=$(HOST) --VoilaConfiguration.template=tabletop \
	--VoilaConfiguration.extension_denylist=jupyterlab_pygments \
	--VoilaConfiguration.multi_kernel_manager_class=serving.kernels.PoolSafeKernelManager \
	--VoilaConfiguration.preheat_kernel=True --VoilaConfiguration.progressive_rendering=False \
	--VoilaConfiguration.default_pool_size=$(POOL) --VoilaKernelManager.preheat_denylist=index.ipynb \
	$(if $(CLASS_PAGE),--PoolSafeKernelManager.class_page=$(CLASS_PAGE) --PoolSafeKernelManager.class_size=$(LEARNERS)) \
	--MappingKernelManager.cull_idle_timeout=600 --MappingKernelManager.cull_interval=60 \
	--KernelManager.transport=ipc --VoilaExecutor.iopub_timeout=60
# Where Voila finds that template, and kernels that keep the project's compiled bytecode: where
# PYTHONDONTWRITEBYTECODE is set (as on these machines) every kernel compiled tabletop/ and widgets/
# afresh, 0.1 s of a cold lesson's 0.8-1.0 s of CPU. The browser tests' harness sets the same.
VOILA_ENV := JUPYTER_PATH=$(CURDIR)/share/jupyter$${JUPYTER_PATH:+:$$JUPYTER_PATH} PYTHONDONTWRITEBYTECODE=

.PHONY: app test bench lint notebooks studies setup chromium voila-flags clean

$(READY): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@

setup: $(READY)

app: $(READY)
	@if [ "$(HOST)" != 127.0.0.1 ] && [ "$(HOST)" != localhost ]; then \
		echo "WARNING: serving on $(HOST): anyone who can reach this machine on port $(PORT) can open the"; \
		echo "lessons and run games on it, with no password. Do this only on a network you trust (a"; \
		echo "classroom's), and stop the server with Ctrl-C after class."; fi
	@if [ -n "$(CLASS_PAGE)" ] && [ ! -f "notebooks/$(CLASS_PAGE)" ]; then \
		echo "PAGE=$(PAGE): no such page. Pages: $$(cd notebooks && ls *.ipynb play/*.ipynb | sed 's/.ipynb//' | tr '\n' ' ')"; \
		exit 2; fi
	@if [ -n "$(CLASS_PAGE)" ]; then \
		echo "Preparing $(LEARNERS) kernels for $(CLASS_PAGE) (1-2 s of CPU each, shared by the machine's"; \
		echo "cores). Let the class open the page once the log says: Ready for the class."; fi
	@echo "Open the gallery at $(GALLERY)  (Ctrl-C stops the server)"
	@( sleep 4; $(BIN)/python -m webbrowser -t "$(GALLERY)" ) >/dev/null 2>&1 &
	$(VOILA_ENV) $(BIN)/voila notebooks/ --port=$(PORT) $(VOILA_FLAGS)

chromium:
	@test -x /usr/bin/chromium || { echo "Installing Debian's chromium for the browser tests"; \
		tools/apt-install chromium; }

lint: $(READY)
	$(BIN)/ruff check tabletop widgets serving tests benchmarks
	$(BIN)/mypy

test: $(READY) chromium lint
	$(BIN)/python -m pytest

# The benchmarks also need OpenSpiel (the engines' yardstick), kept out of `make test`'s set-up.
# `bench` ends with the strength table (benchmarks/strength.py): about 40 minutes of both cores.
$(VENV)/.bench: $(READY)
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	@touch $@

bench: $(VENV)/.bench chromium
	$(BIN)/python -m benchmarks --update-readme

# Play every lesson's studies and store their results beside the engines, so that no lesson plays
# hundreds of games when it opens (a test replays each one against its stored file).
studies: $(READY)
	$(BIN)/python -m tabletop.core.studies

# Re-run every notebook top to bottom and store its outputs (after changing code they show), and the
# front page's gallery (widgets/gallery.py) where the page template includes it.
notebooks: $(READY)
	$(BIN)/python -m widgets.gallery
	$(BIN)/jupyter nbconvert --to notebook --execute --inplace --log-level=WARN \
		--ExecutePreprocessor.store_widget_state=False --ExecutePreprocessor.record_timing=False \
		--ExecutePreprocessor.timeout=600 notebooks/*.ipynb notebooks/play/*.ipynb

voila-flags:
	@echo $(VOILA_FLAGS)

clean:
	rm -rf $(VENV) tests/browser/artifacts
