using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Threading.Tasks;
using BlockPack.AspNetCore;

namespace BlockPack.Http.ConsoleClient
{
    /// <summary>A console app's client code: the BlockPack.Http extensions on a plain <see cref="HttpClient"/>.</summary>
    public sealed class OrdersClient
    {
        private readonly HttpClient client;

        public OrdersClient(HttpClient client) => this.client = client;

        public Task<Order> GetOrderAsync(int id) => this.client.GetFromMessagePackAsync<Order>("order/" + id);

        /// <summary>Posts the orders and reads the echoed body back, compressed as <paramref name="options"/> says.</summary>
        public async Task<List<Order>> EchoAsync(List<Order> orders, MessagePackSerializerOptions? options = null)
        {
            using HttpResponseMessage response = await this.client.PostAsMessagePackAsync("echo", orders, options).ConfigureAwait(false);
            response.EnsureSuccessStatusCode();
            return await response.Content.ReadFromMessagePackAsync<List<Order>>().ConfigureAwait(false);
        }
    }
}
