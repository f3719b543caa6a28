/**
 * The stylesheet and the script of the HTML report, inlined so the file opens from disk with no
 * network. The page reads fully without the script; the script only filters what is shown.
 */
export const REPORT_STYLE = `
:root{--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--bg:#fff;--soft:#f6f8fa;--err:#b3261e;--warn:#8a5a00;--note:#0b5cad;--ok:#1a7f37;--focus:#0969da}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);overflow-wrap:break-word}
header,main{max-width:72rem;margin:0 auto;padding:0 1rem}
header{padding-top:1rem}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.25rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--line)}h3{font-size:1rem;margin:1.25rem 0 .5rem}
a{color:var(--focus)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.meta{color:var(--muted);margin:0}
.jump ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:.5rem 0 0;padding:0}
.jump a{font-weight:600}
.totals{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0;padding:0}
.totals div{border:1px solid var(--line);border-radius:6px;padding:.5rem 1rem;min-width:8rem;background:var(--soft)}
.totals dt{color:var(--muted);font-size:.85rem}.totals dd{margin:0;font-size:1.5rem;font-weight:600}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(20rem,100%),1fr));gap:1.5rem}
table{border-collapse:collapse;width:100%}
table.problems{table-layout:fixed}table.problems th:nth-child(1){width:5rem}table.problems th:nth-child(2){width:7.5rem}table.problems th:nth-child(4){width:13rem}
td code,.tree code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;background:var(--soft);padding:0 .2rem;border-radius:3px;overflow-wrap:anywhere}
th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.msg,td.rule{overflow-wrap:anywhere}
.bar{display:flex;height:.8rem;min-width:6rem;background:var(--soft);border-radius:3px;overflow:hidden}
.bar span{display:block;height:100%}.bar .e{background:var(--err)}.bar .w{background:#d4a72c}
.error{color:var(--err)}.warning{color:var(--warn)}.note{color:var(--note)}.clean{color:var(--ok)}
.sev{font-weight:600;white-space:nowrap}
tr[data-severity=note] td.msg{color:var(--muted)}
.tree,.tree ul{list-style:none;margin:0;padding-left:1.1rem}.tree{padding-left:0}
.tree li{margin:.1rem 0}.tree summary{cursor:pointer}
.kind{color:var(--muted);font-size:.8rem;text-transform:uppercase;letter-spacing:.03em;margin-right:.35rem}
.mark{font-weight:600;margin-left:.4rem;white-space:nowrap}.mark.baselined{color:var(--muted);font-weight:400}
.tag{display:inline-block;font-size:.8rem;border:1px solid currentColor;border-radius:3px;padding:0 .3rem;margin-left:.4rem}
.filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start;background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:.75rem;margin:1rem 0}
.filters fieldset{border:0;margin:0;padding:0;min-width:0;max-width:100%}.filters legend{font-weight:600;padding:0}
.filters label{margin-right:.75rem;white-space:nowrap}
.rules{max-height:9rem;overflow:auto;display:flex;flex-wrap:wrap;column-gap:.25rem}
input[type=search]{font:inherit;padding:.3rem .5rem;width:16rem;max-width:100%;border:1px solid var(--muted);border-radius:4px}
.file{margin:1.5rem 0}.file h3,details.file summary code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.95rem;overflow-wrap:anywhere}
details.file summary{cursor:pointer}
pre.src{margin:.3rem 0 0;padding:.3rem .5rem;background:var(--soft);border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere;font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace}
pre.src .ln{color:var(--muted);user-select:none;margin-right:.75rem}
[hidden]{display:none!important}
@media (max-width:40rem){
  header,main{padding:0 .75rem}
  .totals div{min-width:0;flex:1 1 7rem;padding:.4rem .6rem}
  table.chart .barcell{display:none}
  table.chart th,table.chart td{padding:.3rem .35rem}table.chart th.n{white-space:normal}
  table.problems thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  table.problems,table.problems tbody{display:block}
  table.problems tr{display:grid;grid-template-columns:auto auto minmax(0,1fr);column-gap:.6rem;padding:.5rem 0;border-bottom:1px solid var(--line)}
  table.problems td{display:block;border:0;padding:0}
  table.problems td.at{order:1;text-align:left}table.problems td.sev-cell{order:2}table.problems td.rule{order:3;text-align:right}
  table.problems td.msg{order:4;grid-column:1/-1;margin-top:.2rem}
  .mark,.tag{white-space:normal}
}
`;

/**
 * Filters the problem rows by severity, rule and search text; hides a file with no row left, and
 * says how many problems show in a live region, so a screen reader hears the effect of a filter.
 */
export const REPORT_SCRIPT = `
(function(){
  var form=document.getElementById('filters');
  if(!form)return;
  var rows=[].slice.call(document.querySelectorAll('#problems tr[data-rule]'));
  var files=[].slice.call(document.querySelectorAll('section.file'));
  var status=document.getElementById('shown');
  var total=rows.length;
  function apply(){
    var q=document.getElementById('search').value.trim().toLowerCase();
    var sev={},rule={};
    form.querySelectorAll('input[name=severity]').forEach(function(b){sev[b.value]=b.checked});
    form.querySelectorAll('input[name=rule]').forEach(function(b){rule[b.value]=b.checked});
    var shown=0;
    files.forEach(function(file){
      var name=file.getAttribute('data-file').toLowerCase(),any=false;
      file.querySelectorAll('tr[data-rule]').forEach(function(row){
        var ok=sev[row.getAttribute('data-severity')]!==false&&rule[row.getAttribute('data-rule')]!==false&&(!q||name.indexOf(q)>=0||row.textContent.toLowerCase().indexOf(q)>=0);
        row.hidden=!ok;if(ok){any=true;shown++}
      });
      file.hidden=!any;
    });
    status.textContent='Showing '+shown+' of '+total+(total===1?' message':' messages');
  }
  form.addEventListener('input',apply);form.addEventListener('change',apply);
  form.addEventListener('submit',function(e){e.preventDefault()});
  form.hidden=false;apply();
})();
`;
