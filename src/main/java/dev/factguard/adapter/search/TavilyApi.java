package dev.factguard.adapter.search;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/** Tavily's search API ({@code POST /search}); only the fields FactGuard sends and reads. */
@Path("/search")
interface TavilyApi {

    /** Returns the raw response: {@link TavilyWebSearch} maps statuses and reads {@link Answer}. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Response search(@HeaderParam("Authorization") String bearer, Query query);

    record Query(String query, @JsonProperty("max_results") int maxResults) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Answer(List<Result> results) {}

    /** {@code published_date} is only given for some results (news). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Result(
            String title,
            String url,
            String content,
            @JsonProperty("published_date") String publishedDate) {}
}
