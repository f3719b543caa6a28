-- A run of edits in Neovim's built-in LSP client against `docs-lint lsp`, headless, printing what
-- the editor shows after each step. Works with Neovim 0.7 and later (vim.lsp.start_client).
--
--   npm run build
--   DOCS_LINT_SITE=path/to/site DOCS_LINT_PAGE=index.mdx \
--     nvim --headless --clean -c 'luafile bench/nvim-edits.lua'
--
-- The page gets a level-1 heading (heading-start-level), the quick fix is applied, then a link
-- to a heading that does not exist (link-internal-exists) is written and turned off for its
-- line; the buffer is never saved, so the site is linted against the unsaved text.
local repo = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h:h')
local site = vim.fn.fnamemodify(os.getenv('DOCS_LINT_SITE') or '.', ':p'):gsub('/$', '')
local page = site .. '/' .. (os.getenv('DOCS_LINT_PAGE') or 'index.mdx')

local function say(text) io.stdout:write(text .. '\n') end

vim.cmd('edit ' .. vim.fn.fnameescape(page))
local buf = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'docs-lint',
  cmd = { 'node', repo .. '/dist/bin/docs-lint.js', 'lsp', '--stdio' },
  root_dir = site,
  workspace_folders = { { uri = vim.uri_from_fname(site), name = 'site' } },
})
vim.lsp.buf_attach_client(buf, client_id)

local published = 0
local original = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  original(err, result, ctx, config)
  if result.uri == vim.uri_from_bufnr(buf) then published = published + 1 end
end

local function show(step)
  local before = published
  vim.wait(20000, function() return published > before end, 20)
  say('-- ' .. step)
  local diagnostics = vim.diagnostic.get(buf)
  table.sort(diagnostics, function(a, b) return a.lnum < b.lnum end)
  if #diagnostics == 0 then say('   (no diagnostics)') end
  for _, d in ipairs(diagnostics) do
    say(string.format('   %d:%d %s [%s] %s', d.lnum + 1, d.col + 1, vim.diagnostic.severity[d.severity], d.code or '-', d.message))
  end
end

local function actions_at(line)
  local diagnostics = vim.tbl_filter(function(d) return d.lnum == line - 1 end, vim.diagnostic.get(buf))
  local lsp_diagnostics = vim.tbl_map(function(d) return d.user_data and d.user_data.lsp or { range = { start = { line = d.lnum, character = d.col }, ['end'] = { line = d.end_lnum, character = d.end_col } }, message = d.message, code = d.code, source = d.source } end, diagnostics)
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, range = { start = { line = line - 1, character = 0 }, ['end'] = { line = line - 1, character = 0 } }, context = { diagnostics = lsp_diagnostics } }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000) or {}
  local actions = {}
  for _, response in pairs(responses) do
    for _, action in ipairs(response.result or {}) do table.insert(actions, action) end
  end
  return actions
end

local function apply(title_start, line)
  local actions = actions_at(line)
  say('   code actions on line ' .. line .. ': ' .. table.concat(vim.tbl_map(function(a) return a.title end, actions), ' | '))
  for _, action in ipairs(actions) do
    if vim.startswith(action.title, title_start) then
      vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
      say('   applied: ' .. action.title)
      return
    end
  end
end

show('opened ' .. vim.fn.fnamemodify(page, ':t'))
vim.api.nvim_buf_set_lines(buf, 5, 6, false, { '# Welcome' })
show('edited line 6 to "# Welcome" (unsaved)')
apply('Fix this', 6)
show('after the quick fix')
vim.api.nvim_buf_set_lines(buf, 7, 8, false, { 'Read the [setup steps](/guide#set-up).' })
show('edited line 8 to link to /guide#set-up')
apply('Disable', 8)
show('after the disable comment')
say('-- buffer now:')
for i, text in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do say(string.format('   %2d %s', i, text)) end

vim.lsp.stop_client(client_id)
vim.wait(3000, function() return vim.lsp.client_is_stopped(client_id) end, 20)
say('-- server stopped: ' .. tostring(vim.lsp.client_is_stopped(client_id)))
vim.cmd('qall!')
