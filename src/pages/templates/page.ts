/**
 * The public product page (docs/contract.md §15): every shown photo, descriptions, leaflets,
 * codes, brand, public price and public categories, a meta description, a canonical link (the
 * page's stable address, docs/api.md "The public page's address"), the other locales as
 * alternates, and schema.org `Product` data. Eta escapes every `<%= %>`; `<%~ %>` is used only for the constant
 * CSS, for partials (which escape their own values) and for the structured data, which
 * `structuredData` (src/pages/product-model.ts) writes with `<`, `>` and `&` escaped.
 */
export const PAGE = `<!doctype html>
<html lang="<%= it.m.locale %>">
<head>
<%~ include('@head', { title: it.m.brands.length > 0 ? it.m.name + ' – ' + it.m.brands[0] : it.m.name, css: it.css, noindex: false }) %>
<% if (it.m.summary) { %>
<meta name="description" content="<%= it.m.summary %>">
<% } %>
<link rel="canonical" href="<%= it.canonical %>">
<% for (const l of it.m.locales) { %>
<link rel="alternate" hreflang="<%= l.code %>" href="<%= l.href %>">
<% } %>
<script type="application/ld+json"><%~ it.structured %></script>
</head>
<body>
<header><%~ include('@locales', { m: it.m }) %></header>
<main>
<article aria-labelledby="product-name">
<h1 id="product-name"><%= it.m.name %></h1>
<% if (it.m.brands.length > 0) { %>
<p class="brand"><span class="visually-hidden"><%= it.m.words('brand') %>: </span><%= it.m.brands.join(', ') %></p>
<% } %>
<% if (it.m.price) { %>
<p class="price"><%= it.m.words('price') %>: <data value="<%= it.m.price.amount %>"><%= it.m.price.text %></data></p>
<% } %>
<% if (it.m.pictures.length > 0) { %>
<section aria-labelledby="photos"><h2 id="photos"><%= it.m.words('photos') %></h2>
<ul class="gallery">
<% it.m.pictures.forEach((pic, i) => { %>
<li><%~ include('@picture', { pic, lazy: i > 0 }) %></li>
<% }) %>
</ul></section>
<% } %>
<% if (it.m.descriptions.length > 0) { %>
<section aria-labelledby="descriptions"><h2 id="descriptions"><%= it.m.words('descriptions') %></h2>
<% for (const d of it.m.descriptions) { %>
<h3><%= d.title %></h3>
<% for (const p of d.paragraphs) { %><p><%= p %></p>
<% } %>
<% } %>
</section>
<% } %>
<% if (it.m.leaflets.length > 0) { %>
<section aria-labelledby="leaflets"><h2 id="leaflets"><%= it.m.words('leaflets') %></h2>
<ul>
<% for (const l of it.m.leaflets) { %>
<li><a href="<%= l.href %>"><%= l.label %></a></li>
<% } %>
</ul></section>
<% } %>
<section aria-labelledby="details"><h2 id="details"><%= it.m.words('details') %></h2>
<%~ include('@entries', { entries: [...it.m.codes, ...it.m.flags] }) %>
</section>
<% if (it.m.categories.length > 0) { %>
<section aria-labelledby="categories"><h2 id="categories"><%= it.m.words('categories') %></h2>
<ul class="categories">
<% for (const c of it.m.categories) { %>
<li><%= c %></li>
<% } %>
</ul></section>
<% } %>
</article>
</main>
</body>
</html>
`;
