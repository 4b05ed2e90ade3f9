using System;
using System.Linq;
using System.Net.Http;
using BlockPack.WebSample;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

// Every ISampleModule in this assembly, in name order: adding a feature is adding one file.
ISampleModule[] modules = typeof(ISampleModule).Assembly.GetTypes()
    .Where(t => t.IsClass && !t.IsAbstract && typeof(ISampleModule).IsAssignableFrom(t))
    .OrderBy(t => t.Name)
    .Select(t => (ISampleModule)Activator.CreateInstance(t)!)
    .ToArray();

bool serve = args.Contains("serve");
WebApplicationBuilder builder = WebApplication.CreateBuilder(args);
builder.WebHost.UseUrls(serve ? "http://127.0.0.1:5080" : "http://127.0.0.1:0");
builder.Logging.SetMinimumLevel(LogLevel.Warning);
foreach (ISampleModule module in modules)
{
    module.AddServices(builder);
}

WebApplication app = builder.Build();
foreach (ISampleModule module in modules)
{
    module.Map(app);
}

if (serve)
{
    app.Run();
    return;
}

await app.StartAsync();
var address = new Uri(app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First() + "/");
Console.WriteLine($"server on {address}");
using (var client = new HttpClient { BaseAddress = address })
{
    foreach (ISampleModule module in modules)
    {
        Console.WriteLine(module.Name + ":");
        await module.RunClientAsync(address, client);
    }
}

await app.StopAsync();
