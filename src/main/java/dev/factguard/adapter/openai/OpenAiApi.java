package dev.factguard.adapter.openai;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.client.SseEvent;

/**
 * The OpenAI API paths the gateway uses, relative to a base URL ending in {@code /v1}. Bodies are JSON text, sent
 * and returned as is. A null {@code authorization} sends no header.
 */
@Path("")
interface OpenAiApi {

    @POST
    @Path("/chat/completions")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Uni<Response> complete(@HeaderParam("Authorization") String authorization, String body);

    @POST
    @Path("/chat/completions")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.SERVER_SENT_EVENTS)
    Multi<SseEvent<String>> stream(@HeaderParam("Authorization") String authorization, String body);

    @GET
    @Path("/models")
    @Produces(MediaType.APPLICATION_JSON)
    Response models(@HeaderParam("Authorization") String authorization);
}
