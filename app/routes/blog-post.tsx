import { Trans, useLingui } from "@lingui/react/macro";
import { data, Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { ResponsiveImage } from "~/components/responsive-image";
import { RichText } from "~/lib/cms/rich-text";
import { loadBlogPost } from "~/features/content-pages/content.server";
import { ContentUnavailable, MetaDescription } from "~/features/content-pages/page-parts";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { parseSlugParams } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/content-pages.css?url";
import type { Route } from "./+types/blog-post";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { slug = "" } = parseSlugParams(request, params, ["slug"]);
  const post = await loadBlogPost(context, slug);
  if (post.state === "missing") throw data(null, { status: 404 });
  return data({ post }, { status: post.state === "ok" ? 200 : 503 });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { post } = loaderData;
  const back = (
    <p>
      <Link to={hrefFor("blog", locale)}>
        <Trans>All blog posts</Trans>
      </Link>
    </p>
  );
  if (post.state !== "ok") {
    return (
      <PageShell title={t`Blog`}>
        <ContentUnavailable />
        {back}
      </PageShell>
    );
  }
  const { title, excerpt, publishedAt, author, coverImage, tags, body } = post.value;
  const date = formatIsoDate(publishedAt, locale);
  return (
    <PageShell title={title}>
      <MetaDescription content={excerpt} />
      <article className="blog-post">
        <p className="blog-card__meta">
          <time dateTime={publishedAt}>{date}</time>
          {author ? <> · {author}</> : null}
        </p>
        {coverImage ? (
          <ResponsiveImage src={coverImage} alt="" width={1280} height={480} priority className="blog-post__image" />
        ) : null}
        {excerpt ? <p className="page__lead">{excerpt}</p> : null}
        <RichText html={body} className="rich-text" />
        {tags.length > 0 ? (
          <p className="blog-post__tags">
            <Trans>Tags:</Trans> {tags.join(", ")}
          </p>
        ) : null}
      </article>
      {back}
    </PageShell>
  );
}
